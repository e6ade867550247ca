import { fileInputClass } from "../../../components/ui/file-input";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { ImportStepFrame } from "./import-step-frame";

export interface ImportFileStepProps {
  reading: boolean;
  error: Error | null;
  onFile: (file: File | null) => void;
}

/** Step 1: choose the CSV file; its preview is read at once. */
export function ImportFileStep({ reading, error, onFile }: ImportFileStepProps) {
  const t = useT();
  return (
    <ImportStepFrame id="import-file" title={t("admin.import.step1")} gap="tight">
      <p className="text-sm text-slate-600">{t("admin.import.step1Help")}</p>
      <label className="grid max-w-md gap-1 text-sm font-medium">
        {t("admin.import.file")}
        <input
          type="file"
          accept=".csv,text/csv"
          className={fileInputClass}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      </label>
      {reading && <p className="text-sm text-slate-500">{t("admin.import.reading")}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(error, t)}
        </p>
      )}
    </ImportStepFrame>
  );
}
