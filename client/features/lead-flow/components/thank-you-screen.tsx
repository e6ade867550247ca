import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { FlowCard } from "./flow-card";

export interface ThankYouScreenProps {
  title: string;
  message: string;
  onHome: () => void;
  /** Drawn above the button: a part another feature adds (the cash-offer ballpark, composed in client/app). */
  extra?: ReactNode;
}

/** The closing panel of both readings, with 'Return to Home'. */
export function ThankYouScreen({ title, message, onHome, extra }: ThankYouScreenProps) {
  const t = useT();
  return (
    <FlowCard
      header={<CheckCircle2 className="mb-4 h-12 w-12 text-brand-600" aria-hidden="true" />}
      title={title}
      subtitle={message}
    >
      {extra}
      <Button size="lg" onClick={onHome} className="w-full">
        {t("leadFlow.home")}
      </Button>
    </FlowCard>
  );
}
