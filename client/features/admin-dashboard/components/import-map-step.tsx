import {
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  importFields,
  joinableImportFields,
} from "../../../../contract/lead-import";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import type { ImportColumns } from "../hooks/use-import-wizard";
import { ImportStepFrame } from "./import-step-frame";

const selectClass = "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm";
const joinable: readonly ImportField[] = joinableImportFields;

export interface ImportMapStepProps {
  preview: ImportPreview;
  mapping: ImportColumns;
  /** The complete mapping, or null while the consent column is missing. */
  ready: ImportMapping | null;
  checking: boolean;
  error: Error | null;
  onMapColumns: (field: ImportField, columns: string[]) => void;
  onCheck: () => void;
}

/**
 * Step 2: the file's first rows, and which column fills which field; then the dry run. The full name, the
 * address and the comments can take several columns, joined in order (first name, then last name); one
 * column chosen for the address and its city, province or postal code is split.
 */
export function ImportMapStep({ preview, mapping, ready, checking, error, onMapColumns, onCheck }: ImportMapStepProps) {
  const t = useT();
  const columnSelect = (label: string, value: string, onChange: (column: string) => void, key: string) => (
    <label key={key} className="grid gap-1 text-sm font-medium text-slate-800">
      {label}
      <select className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("admin.import.notImported")}</option>
        {preview.columns.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
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
        {importFields.map((field) => {
          const chosen = [mapping[field] ?? []].flat();
          const label = `${t(`admin.import.field.${field}`)}${field === "consentBasis" ? ` ${t("admin.import.required")}` : ""}`;
          const set = (at: number, column: string) => {
            const next = [...chosen];
            next[at] = column;
            onMapColumns(
              field,
              next.filter((c) => c),
            );
          };
          // A joinable field offers one more column once it has one: "and then".
          const slots = joinable.includes(field) && chosen.length > 0 ? chosen.length + 1 : 1;
          return (
            <div key={field} className="grid gap-1">
              {Array.from({ length: slots }, (_, at) =>
                columnSelect(
                  at === 0
                    ? label
                    : t("admin.import.andColumn", { field: t(`admin.import.field.${field}`), n: at + 1 }),
                  chosen[at] ?? "",
                  (column) => set(at, column),
                  `${field}-${at}`,
                ),
              )}
            </div>
          );
        })}
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
