import type { ReactNode } from "react";
import type { ImportDryRun } from "../../../../contract/lead-import";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { useFormats } from "../hooks/use-formats";
import { ImportStepFrame } from "./import-step-frame";

export interface ImportCheckStepProps {
  result: ImportDryRun;
  /** False while an import runs or after it is done. */
  canStart: boolean;
  /** Leave the possible duplicates out of the import. */
  skipDuplicates: boolean;
  onSkipDuplicates: (skip: boolean) => void;
  startError: Error | null;
  onStart: () => void;
  /** The import's progress, once it started. */
  children?: ReactNode;
}

/** Step 3: the dry run's counts, the rows with errors and the possible duplicates; then the import. */
export function ImportCheckStep({
  result,
  canStart,
  skipDuplicates,
  onSkipDuplicates,
  startError,
  onStart,
  children,
}: ImportCheckStepProps) {
  const t = useT();
  const { count } = useFormats();
  const toImport = result.validRows - result.alreadyImportedRows - (skipDuplicates ? result.duplicateRows : 0);
  return (
    <ImportStepFrame id="import-check" title={t("admin.import.step3")}>
      <p className="text-sm">
        {t("admin.import.summary", {
          total: count(result.totalRows),
          valid: count(result.validRows),
          errors: count(result.errorRows),
          duplicates: count(result.duplicateRows),
        })}
      </p>
      {result.unmapped.length > 0 && (
        <p role="note" className="text-sm text-amber-900">
          {t("admin.import.unmapped", {
            fields: result.unmapped.map((f) => t(`admin.import.field.${f}`)).join(", "),
          })}
        </p>
      )}
      {result.alreadyImportedRows > 0 && (
        <p className="text-sm">{t("admin.import.alreadyImported", { count: count(result.alreadyImportedRows) })}</p>
      )}
      {result.errors.length > 0 && (
        <ul aria-label={t("admin.import.errorRows")} className="grid gap-1 text-sm text-red-800">
          {result.errors.map((e) => (
            <li key={`${e.row}-${e.column}-${e.message}`}>
              {t("admin.import.rowError", {
                row: e.row,
                column: e.column ? ` · ${e.column}` : "",
                message: e.message,
              })}
            </li>
          ))}
        </ul>
      )}
      {result.duplicates.length > 0 && (
        <ul aria-label={t("admin.import.duplicates")} className="grid gap-1 text-sm text-amber-900">
          {result.duplicates.map((d) => (
            <li key={d.row}>
              {t("admin.import.duplicateRow", {
                row: d.row,
                reason:
                  d.reason === "file"
                    ? t("admin.import.sameAsRow", { row: d.earlierRow ?? "" })
                    : t(d.reason === "email" ? "admin.import.sameEmail" : "admin.import.samePhone", {
                        name: d.name ?? t("admin.import.existingLead"),
                      }),
              })}
            </li>
          ))}
        </ul>
      )}
      {result.duplicateRows > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={skipDuplicates}
            disabled={!canStart}
            onChange={(e) => onSkipDuplicates(e.target.checked)}
          />
          {t("admin.import.skipDuplicates", { count: count(result.duplicateRows) })}
        </label>
      )}
      <p className="text-xs text-slate-600">{t("admin.import.skipHelp")}</p>
      <div>
        <Button disabled={toImport <= 0 || !canStart} onClick={onStart}>
          {t("admin.import.start", { count: count(toImport) })}
        </Button>
      </div>
      {startError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(startError, t)}
        </p>
      )}
      {children}
    </ImportStepFrame>
  );
}
