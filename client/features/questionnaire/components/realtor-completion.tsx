import { RotateCcw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { StepHeading } from "./step-heading";

export interface RealtorCompletionProps {
  onReset: () => void;
}

/** The end for a seller who works with another Realtor: no guide is shared (spec section 2 wording). */
export function RealtorCompletion({ onReset }: RealtorCompletionProps) {
  return (
    <div>
      <StepHeading id="questionnaire-complete">Thanks for your answers!</StepHeading>
      <div className="grid gap-3 text-lg text-slate-700">
        <p>But because you're working with another Realtor, we can't share this info with you (due to legal stuff).</p>
        <p>We encourage you to contact your real estate professional. Happy selling!</p>
      </div>
      <Button variant="secondary" size="lg" className="mt-8" onClick={onReset}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        Start over
      </Button>
    </div>
  );
}
