import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { DEFAULT_TIMELINE } from "../utils/questionnaire-steps";
import { StepHeading } from "./step-heading";

export interface TimelineStepProps {
  initial?: number;
  onContinue: (months: number) => void;
}

/** 'When are you planning to move?': a 0–12 month slider (step 1, default 6) and Continue. */
export function TimelineStep({ initial = DEFAULT_TIMELINE, onContinue }: TimelineStepProps) {
  const t = useT();
  const [months, setMonths] = useState(initial);
  const label = t("questionnaire.timeline.value", { months });
  return (
    <div>
      <StepHeading id="questionnaire-timeline">{t("questionnaire.timeline.title")}</StepHeading>
      <p className="mb-4 text-center text-3xl font-semibold text-brand-700" aria-hidden="true">
        {label}
      </p>
      <input
        type="range"
        min={0}
        max={12}
        step={1}
        value={months}
        aria-labelledby="questionnaire-timeline"
        aria-valuetext={label}
        onChange={(event) => setMonths(Number(event.target.value))}
        className="h-8 w-full cursor-pointer accent-brand-700"
      />
      <div className="mt-1 flex justify-between text-sm text-slate-500" aria-hidden="true">
        <span>{t("questionnaire.timeline.min")}</span>
        <span>{t("questionnaire.timeline.max")}</span>
      </div>
      <Button size="lg" className="mt-8 w-full sm:w-auto" onClick={() => onContinue(months)}>
        {t("questionnaire.continue")}
      </Button>
    </div>
  );
}
