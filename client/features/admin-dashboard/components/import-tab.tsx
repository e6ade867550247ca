import { useState } from "react";
import {
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  importFields,
} from "../../../../contract/lead-import";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { useDryRunImport, useImportJob, usePreviewImport, useStartImport } from "../api/import-leads";
import { useFormats } from "../hooks/use-formats";

const selectClass = "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm";

/** Header words that suggest a field, for a first guess at the mapping. */
const hints: Record<ImportField, string[]> = {
  fullName: ["name", "full name", "nom"],
  email: ["email", "e-mail", "courriel"],
  phone: ["phone", "telephone", "téléphone", "mobile", "cell"],
  address: ["address", "street", "adresse"],
  unit: ["unit", "apt", "suite"],
  city: ["city", "town", "ville"],
  province: ["province", "prov", "state"],
  postalCode: ["postal code", "postal", "zip", "code postal"],
  type: ["type", "lead type"],
  stage: ["stage", "pipeline"],
  comments: ["comments", "notes", "comment"],
  consentBasis: ["consent", "consent basis", "casl"],
  consentDate: ["consent date", "consent at", "date"],
};

function guessMapping(columns: string[]): Partial<Record<ImportField, string>> {
  const guess: Partial<Record<ImportField, string>> = {};
  const used = new Set<string>();
  for (const field of importFields) {
    const match = columns.find((c) => !used.has(c) && hints[field].includes(c.trim().toLowerCase()));
    if (match) {
      guess[field] = match;
      used.add(match);
    }
  }
  return guess;
}

/** Import leads from a CSV file: choose, map the columns, check (dry run), import with progress (issue 20). */
export function ImportTab() {
  const t = useT();
  const { count } = useFormats();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<Partial<Record<ImportField, string>>>({});
  const previewCall = usePreviewImport();
  const dryRun = useDryRunImport();
  const start = useStartImport();
  const job = useImportJob(start.data?.id);

  const handleFile = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    dryRun.reset();
    start.reset();
    if (!chosen) return;
    previewCall.mutate(chosen, {
      onSuccess: (result) => {
        setPreview(result);
        setMapping(guessMapping(result.columns));
      },
    });
  };
  const complete = (): ImportMapping | null =>
    mapping.consentBasis ? ({ ...mapping, consentBasis: mapping.consentBasis } as ImportMapping) : null;
  const ready = complete();
  const running = job.data?.status === "running" || start.isPending;
  const progress =
    job.data && job.data.totalRows > 0 ? Math.round((job.data.processedRows / job.data.totalRows) * 100) : 0;

  return (
    <div className="grid gap-6">
      <section aria-labelledby="import-file" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
        <h3 id="import-file" className="font-semibold">
          {t("admin.import.step1")}
        </h3>
        <p className="text-sm text-slate-600">{t("admin.import.step1Help")}</p>
        <label className="grid w-fit gap-1 text-sm font-medium">
          {t("admin.import.file")}
          <input type="file" accept=".csv,text/csv" onChange={(e) => handleFile(e.target.files?.[0] ?? null)} />
        </label>
        {previewCall.isPending && <p className="text-sm text-slate-500">{t("admin.import.reading")}</p>}
        {previewCall.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(previewCall.error, t)}
          </p>
        )}
      </section>

      {preview && file && (
        <section aria-labelledby="import-map" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <h3 id="import-map" className="font-semibold">
            {t("admin.import.step2")}
          </h3>
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
                  onChange={(e) => setMapping((m) => ({ ...m, [field]: e.target.value || undefined }))}
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
            <Button
              disabled={!ready || dryRun.isPending}
              onClick={() => ready && dryRun.mutate({ file, mapping: ready })}
            >
              {dryRun.isPending ? t("admin.import.checking") : t("admin.import.check")}
            </Button>
          </div>
          {dryRun.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(dryRun.error, t)}
            </p>
          )}
        </section>
      )}

      {dryRun.data && file && ready && (
        <section aria-labelledby="import-check" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <h3 id="import-check" className="font-semibold">
            {t("admin.import.step3")}
          </h3>
          <p className="text-sm">
            {t("admin.import.summary", {
              total: count(dryRun.data.totalRows),
              valid: count(dryRun.data.validRows),
              errors: count(dryRun.data.errorRows),
              duplicates: count(dryRun.data.duplicateRows),
            })}
          </p>
          {dryRun.data.errors.length > 0 && (
            <ul aria-label={t("admin.import.errorRows")} className="grid gap-1 text-sm text-red-800">
              {dryRun.data.errors.map((e) => (
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
          {dryRun.data.duplicates.length > 0 && (
            <ul aria-label={t("admin.import.duplicates")} className="grid gap-1 text-sm text-amber-900">
              {dryRun.data.duplicates.map((d) => (
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
          <p className="text-xs text-slate-600">{t("admin.import.skipHelp")}</p>
          <div>
            <Button
              disabled={dryRun.data.validRows === 0 || running || job.data?.status === "done"}
              onClick={() => start.mutate({ file, mapping: ready })}
            >
              {t("admin.import.start", { count: count(dryRun.data.validRows) })}
            </Button>
          </div>
          {start.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(start.error, t)}
            </p>
          )}
          {job.data && (
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
                {job.data.status === "running"
                  ? t("admin.import.running", {
                      processed: count(job.data.processedRows),
                      total: count(job.data.totalRows),
                    })
                  : job.data.status === "done"
                    ? t("admin.import.done", {
                        created: count(job.data.createdRows),
                        skipped: count(job.data.errorRows),
                      })
                    : t("admin.import.failed", {
                        error: job.data.errors[0]?.message ?? t("admin.import.unknownError"),
                        created: count(job.data.createdRows),
                      })}
              </p>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
