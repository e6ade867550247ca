import { Loader2 } from "lucide-react";
import { StepHeading } from "./step-heading";

export interface GeneratingStepProps {
  topic: string;
}

/** Shown while the guide is written (at least 2 s) before the reader opens. */
export function GeneratingStep({ topic }: GeneratingStepProps) {
  return (
    <div role="status" className="grid justify-items-center gap-6 py-8 text-center">
      <Loader2 className="h-12 w-12 animate-spin text-brand-700" aria-hidden="true" />
      <StepHeading id="questionnaire-generating">
        Creating your personalized guide about <span className="text-brand-700">{topic}</span>
      </StepHeading>
    </div>
  );
}
