import { clsx } from "clsx";
import { useT } from "../../../i18n/use-t";

export interface StepIndicatorProps {
  /** Zero-based index of the current step. */
  current: number;
  labels: readonly string[];
}

/** "Step n of m · label" with a segmented bar; the bar is decoration, the text is what assistive tech reads. */
export function StepIndicator({ current, labels }: StepIndicatorProps) {
  const t = useT();
  return (
    <div className="mb-5">
      <p className="text-sm font-medium text-brand-700">
        {t("leadFlow.step", { step: current + 1, total: labels.length })}
        <span className="font-normal text-slate-500"> · {labels[current]}</span>
      </p>
      <div className="mt-2 flex gap-1.5" aria-hidden="true">
        {labels.map((label, index) => (
          <span
            key={label}
            className={clsx(
              "h-1.5 flex-1 rounded-full transition-colors",
              index <= current ? "bg-brand-600" : "bg-slate-200",
            )}
          />
        ))}
      </div>
    </div>
  );
}
