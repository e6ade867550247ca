import { Loader2 } from "lucide-react";
import { rich } from "../../../i18n/rich";
import { useT } from "../../../i18n/use-t";
import { StepHeading } from "./step-heading";

export interface GeneratingStepProps {
  topic: string;
}

/** Shown while the guide is written (at least 2 s) before the reader opens. */
export function GeneratingStep({ topic }: GeneratingStepProps) {
  const t = useT();
  return (
    <div role="status" className="grid justify-items-center gap-6 py-8 text-center">
      <Loader2 className="h-12 w-12 animate-spin text-brand-700" aria-hidden="true" />
      <StepHeading id="questionnaire-generating">
        {rich(t("questionnaire.generating", { topic }), [<span key="topic" className="text-brand-700" />])}
      </StepHeading>
    </div>
  );
}
