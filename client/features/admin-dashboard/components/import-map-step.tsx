import {
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  importFields,
} from "../../../../contract/lead-import";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { ImportStepFrame } from "./import-step-frame";

const selectClass = "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm";

export interface ImportMapStepProps {
  preview: ImportPreview;
  mapping: Partial<Record<ImportField, string>>;
  /** The complete mapping, or null while the consent column is missing. */
  ready: ImportMapping | null;
  checking: boolean;
  error: Error | null;
  onMapColumn: (field: ImportField, column: string | undefined) => void;
  onCheck: () => void;
}

/** Step 2: the file's first rows, and which column fills which field; then the dry run. */
export function ImportMapStep({ preview, mapping, ready, checking, error, onMapColumn, onCheck }: ImportMapStepProps) {
  const t = useT();
  return (
    <ImportStepFrame id="import-map" title={t("admin.import.step2")}>
      <div className="overflow-x-auto">
        <table className="text-sm">
          <caption className="sr-only">{t("admin.import.previewCaption")}</caption>
          <thead>
            <tr>
              {preview.columns.map((c) => (
                <th key={c} scope="col" className="border-b border-slate-200 px-2 py-1 text-left">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity but their place.
              <tr key={i}>
                {preview.columns.map((c, j) => (
                  <td key={c} className="px-2 py-1 text-slate-700">
                    {row[j] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {importFields.map((field) => (
          <label key={field} className="grid gap-1 text-sm font-medium text-slate-800">
            {t(`admin.import.field.${field}`)}
            {field === "consentBasis" && ` ${t("admin.import.required")}`}
            <select
              className={selectClass}
              value={mapping[field] ?? ""}
              onChange={(e) => onMapColumn(field, e.target.value || undefined)}
            >
              <option value="">{t("admin.import.notImported")}</option>
              {preview.columns.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {!ready && <p className="text-sm text-amber-800">{t("admin.import.needConsent")}</p>}
      <div>
        <Button disabled={!ready || checking} onClick={onCheck}>
          {checking ? t("admin.import.checking") : t("admin.import.check")}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(error, t)}
        </p>
      )}
    </ImportStepFrame>
  );
}
