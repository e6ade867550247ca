import { useT } from "../../../i18n/use-t";
import { questionSteps, type StepId } from "../utils/questionnaire-steps";

export interface QuestionnaireProgressProps {
  step: StepId;
}

/** "Step n of 7" and a bar; shown on the question steps only. */
export function QuestionnaireProgress({ step }: QuestionnaireProgressProps) {
  const t = useT();
  const index = questionSteps.indexOf(step as (typeof questionSteps)[number]);
  if (index < 0) return null;
  const total = questionSteps.length;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-brand-700">{t("questionnaire.progress", { step: index + 1, total })}</p>
      <div
        role="progressbar"
        aria-label={t("questionnaire.progressLabel")}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          style={{ width: `${((index + 1) / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
