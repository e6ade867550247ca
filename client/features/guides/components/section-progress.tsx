import { useT } from "../../../i18n/use-t";

export interface SectionProgressProps {
  current: number;
  total: number;
}

/** 'Section n of m' with a bar; the bar is decorative, the text says the same. */
export function SectionProgress({ current, total }: SectionProgressProps) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-slate-600" aria-live="polite">
        {t("guides.progress", { current, total })}
      </p>
      <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
