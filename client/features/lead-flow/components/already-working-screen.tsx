import { Button } from "../../../components/ui/button";
import { FlowCard } from "./flow-card";

export interface AlreadyWorkingScreenProps {
  onClose: () => void;
}

export function AlreadyWorkingScreen({ onClose }: AlreadyWorkingScreenProps) {
  return (
    <FlowCard
      title="Already Working with a Realtor"
      subtitle="Thanks for your interest! Since you're already working with a Realtor, we can't provide our services to you right now."
    >
      <Button size="lg" onClick={onClose} className="w-full">
        Got it, thanks!
      </Button>
    </FlowCard>
  );
}
