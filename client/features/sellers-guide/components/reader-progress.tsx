import { useT } from "../../../i18n/use-t";

export interface ReaderProgressProps {
  /** Zero-based step. */
  step: number;
  count: number;
}

/** The reading progress from 'Introduction' to 'Conclusion'. */
export function ReaderProgress({ step, count }: ReaderProgressProps) {
  const t = useT();
  const position = t("reader.step", { step: step + 1, total: count });
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label={t("reader.progress")}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={step + 1}
        aria-valuetext={position}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${((step + 1) / count) * 100}%` }}
        />
      </div>
      <div className="flex justify-between text-xs font-medium text-slate-500">
        <span>{t("reader.introduction")}</span>
        <span aria-live="polite">{position}</span>
        <span>{t("reader.conclusion")}</span>
      </div>
    </div>
  );
}
