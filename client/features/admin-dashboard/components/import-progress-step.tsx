import type { ImportJob } from "../../../../contract/lead-import";
import { useT } from "../../../i18n/use-t";
import { useFormats } from "../hooks/use-formats";

export interface ImportProgressStepProps {
  job: ImportJob;
}

/** Step 4: the running import's progress, then how it ended. */
export function ImportProgressStep({ job }: ImportProgressStepProps) {
  const t = useT();
  const { count } = useFormats();
  const progress = job.totalRows > 0 ? Math.round((job.processedRows / job.totalRows) * 100) : 0;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label={t("admin.import.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
      </div>
      <p role="status" className="text-sm">
        {job.status === "running"
          ? t("admin.import.running", { processed: count(job.processedRows), total: count(job.totalRows) })
          : job.status === "done"
            ? t("admin.import.done", { created: count(job.createdRows), skipped: count(job.errorRows) })
            : t("admin.import.failed", {
                error: job.errors[0]?.message ?? t("admin.import.unknownError"),
                created: count(job.createdRows),
              })}
      </p>
    </div>
  );
}
