import { RotateCcw } from "lucide-react";
import { HomeValueLink } from "../../../components/home-value-link";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { StepHeading } from "./step-heading";

export interface RealtorCompletionProps {
  onReset: () => void;
}

/** The end for a seller who works with another Realtor: no guide is shared (spec section 2 wording). */
export function RealtorCompletion({ onReset }: RealtorCompletionProps) {
  const t = useT();
  return (
    <div>
      <StepHeading id="questionnaire-complete">{t("questionnaire.complete.title")}</StepHeading>
      <div className="grid gap-3 text-lg text-slate-700">
        <p>{t("questionnaire.complete.body1")}</p>
        <p>{t("questionnaire.complete.body2")}</p>
      </div>
      <HomeValueLink className="mt-6 text-base" />
      <Button variant="secondary" size="lg" className="mt-8" onClick={onReset}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {t("questionnaire.complete.reset")}
      </Button>
    </div>
  );
}
