import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { FlowCard } from "./flow-card";

export interface AlreadyWorkingScreenProps {
  onClose: () => void;
}

export function AlreadyWorkingScreen({ onClose }: AlreadyWorkingScreenProps) {
  const t = useT();
  return (
    <FlowCard title={t("leadFlow.already.title")} subtitle={t("leadFlow.already.subtitle")}>
      <Button size="lg" onClick={onClose} className="w-full">
        {t("leadFlow.already.ok")}
      </Button>
    </FlowCard>
  );
}
