import { clsx } from "clsx";
import { useT } from "../../../i18n/use-t";
import { conditionTone } from "../utils/condition";

export interface ConditionBarProps {
  score: number | null;
}

const toneClass = { green: "bg-emerald-500", yellow: "bg-amber-400", red: "bg-red-500" } as const;

/** Property condition as a bar out of 10; 'Not specified' when unknown. */
export function ConditionBar({ score }: ConditionBarProps) {
  const t = useT();
  if (score === null) return <span className="text-slate-500">{t("leads.notSpecified")}</span>;
  const tone = conditionTone(score);
  return (
    <div className="flex items-center gap-3">
      <div
        aria-hidden="true"
        data-testid="condition-bar"
        className="h-2.5 w-full max-w-48 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          data-tone={tone}
          className={clsx("h-full rounded-full", toneClass[tone])}
          style={{ width: `${(Math.min(Math.max(score, 0), 10) / 10) * 100}%` }}
        />
      </div>
      <span className="text-sm font-medium text-slate-700 tabular-nums">{score}/10</span>
    </div>
  );
}
