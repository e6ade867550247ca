import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { type AccuracyRow, type SoldHomeMapping, soldHomeFields } from "../../../../contract/home-value";
import { Button } from "../../../components/ui/button";
import { fileInputClass } from "../../../components/ui/file-input";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { stackedTable } from "../../../components/ui/stacked-table";
import { useLocale, useT } from "../../../i18n/use-t";
import { formatDateTime, formatNumber } from "../../../lib/format";
import {
  useAccuracy,
  useDryRunSoldHomes,
  useHomeValueSettings,
  usePreviewSoldHomes,
  useSaveHomeValueSettings,
  useSoldHomeImportJob,
  useStartSoldHomeImport,
} from "../api/home-value-admin";
import { formatShare } from "../utils/format-dollars";

export interface HomeValuesTabProps {
  isAdmin: boolean;
}

/** The accuracy table's columns, as their catalogue keys name them. */
const accuracyColumns = ["region", "sales", "median", "within5", "within10", "within20", "coverage"] as const;
/** A figure's cell: a column on a desktop, a labelled line of its region's stacked row on a phone. */
const cell = `py-2 pr-3 ${stackedTable.cell}`;

function AccuracyTable() {
  const t = useT();
  const locale = useLocale();
  const { data } = useAccuracy();
  if (!data) return null;
  const figures = data.figures;
  if (!figures) return <p className="text-slate-600">{t("homeValue.admin.accuracy.none")}</p>;
  const share = (v: number | null) => (v === null ? "–" : formatShare(v, locale));
  const percent1 = (v: number | null) =>
    v === null ? "–" : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(v);
  const rows: AccuracyRow[] = [figures.overall, ...figures.regions];
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        {t("homeValue.admin.accuracy.intro", {
          method: t(`homeValue.admin.accuracy.method.${figures.method}`),
          measured: formatNumber(figures.measured, locale),
          sales: formatNumber(data.soldHomes, locale),
        })}
      </p>
      {data.computedAt && (
        <p className="text-xs text-slate-500">
          {t("homeValue.admin.accuracy.computed", { date: formatDateTime(data.computedAt, locale) })}
        </p>
      )}
      {/* Scrolls sideways on a phone: it takes focus so a keyboard user can scroll it (axe scrollable-region-focusable). */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region has to take focus to be scrolled by keys.
        tabIndex={0}
        aria-label={t("homeValue.admin.accuracy.tableLabel")}
        className="overflow-x-auto"
      >
        <table className={`${stackedTable.table} sm:min-w-[36rem]`} data-testid="accuracy-table">
          <thead className={`border-b border-slate-200 text-slate-600 ${stackedTable.head}`}>
            <tr>
              {accuracyColumns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-3">
                  {t(`homeValue.admin.accuracy.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={stackedTable.body}>
            {rows.map((row) => (
              <tr key={row.region} className={`border-b border-slate-100 ${stackedTable.row}`}>
                <th
                  scope="row"
                  data-label={t("homeValue.admin.accuracy.region")}
                  className={`py-2 pr-3 font-medium text-slate-900 ${stackedTable.cell}`}
                >
                  {row.region === "all" ? t("homeValue.admin.accuracy.all") : row.region}
                </th>
                <td data-label={t("homeValue.admin.accuracy.sales")} className={cell}>
                  {formatNumber(row.sales, locale)}
                </td>
                <td data-label={t("homeValue.admin.accuracy.median")} className={cell}>
                  {percent1(row.medianAbsError)}
                </td>
                <td data-label={t("homeValue.admin.accuracy.within5")} className={cell}>
                  {share(row.within5)}
                </td>
                <td data-label={t("homeValue.admin.accuracy.within10")} className={cell}>
                  {share(row.within10)}
                </td>
                <td data-label={t("homeValue.admin.accuracy.within20")} className={cell}>
                  {share(row.within20)}
                </td>
                <td data-label={t("homeValue.admin.accuracy.coverage")} className={cell}>
                  {share(row.rangeCoverage)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-sm text-slate-600">
        {t("homeValue.admin.accuracy.target", { share: formatShare(figures.targetCoverage, locale) })}
      </p>
    </div>
  );
}

const selectClass = "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900";

function ImportSoldHomes() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Partial<SoldHomeMapping>>({});
  const [jobId, setJobId] = useState<number>();
  const preview = usePreviewSoldHomes();
  const dryRun = useDryRunSoldHomes();
  const start = useStartSoldHomeImport();
  const job = useSoldHomeImportJob(jobId);
  const columns = preview.data?.columns ?? [];

  function handleFile(next: File | null) {
    setFile(next);
    setJobId(undefined);
    dryRun.reset();
    if (next) preview.mutate(next, { onSuccess: (result) => setMapping(result.suggested as Partial<SoldHomeMapping>) });
  }

  return (
    <div className="grid gap-4">
      <FormField id="sold-homes-file" label={t("homeValue.admin.import.file")}>
        <input
          id="sold-homes-file"
          type="file"
          accept=".csv,text/csv"
          className={fileInputClass}
          onChange={(event) => handleFile(event.target.files?.[0] ?? null)}
        />
      </FormField>
      {columns.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {soldHomeFields.map((field) => (
            <FormField
              key={field}
              id={`sold-homes-map-${field}`}
              label={t("homeValue.admin.import.column", { field: t(`homeValue.admin.field.${field}`) })}
            >
              <select
                id={`sold-homes-map-${field}`}
                className={selectClass}
                value={mapping[field] ?? ""}
                onChange={(event) => setMapping({ ...mapping, [field]: event.target.value || undefined })}
              >
                <option value="">{t("homeValue.admin.import.noColumn")}</option>
                {columns.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </FormField>
          ))}
        </div>
      )}
      {file && columns.length > 0 && (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => dryRun.mutate({ file, mapping })} disabled={dryRun.isPending}>
            {t("homeValue.admin.import.check")}
          </Button>
          <Button
            onClick={() => start.mutate({ file, mapping }, { onSuccess: (started) => setJobId(started.id) })}
            disabled={start.isPending || (job.data?.status === "running" && jobId !== undefined)}
          >
            {t("homeValue.admin.import.start")}
          </Button>
        </div>
      )}
      {dryRun.data && (
        <div className="grid gap-1 text-sm" role="status">
          <p>
            {t("homeValue.admin.import.dryRun", {
              valid: dryRun.data.validRows,
              total: dryRun.data.totalRows,
              errors: dryRun.data.errorRows,
            })}
          </p>
          <ul className="list-disc pl-5 text-red-700">
            {dryRun.data.errors.slice(0, 50).map((e) => (
              <li key={`${e.row}-${e.column}`}>
                {t("homeValue.admin.import.rowError", { row: e.row, column: e.column ?? "", message: e.message })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {job.data && (
        <p className="text-sm" role="status">
          {t("homeValue.admin.import.progress", {
            status: t(`homeValue.admin.import.status.${job.data.status}`),
            processed: job.data.processedRows,
            total: job.data.totalRows,
            created: job.data.createdRows,
            duplicates: job.data.duplicateRows,
            errors: job.data.errorRows,
          })}
        </p>
      )}
    </div>
  );
}

function BallparkSettings({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const { data } = useHomeValueSettings();
  const save = useSaveHomeValueSettings();
  const [discount, setDiscount] = useState("");
  const [fees, setFees] = useState("");
  useEffect(() => {
    if (data) {
      setDiscount(String(data.cashDiscountBp / 100));
      setFees(String(data.cashFeeBp / 100));
    }
  }, [data]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const bp = (v: string) => Math.round(Number(v.replace(",", ".")) * 100);
    save.mutate({ cashDiscountBp: bp(discount), cashFeeBp: bp(fees) });
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-3 sm:grid-cols-3 sm:items-end">
      <FormField id="ballpark-discount" label={t("homeValue.admin.settings.discount")}>
        <Input
          id="ballpark-discount"
          inputMode="decimal"
          value={discount}
          disabled={!isAdmin}
          onChange={(e) => setDiscount(e.target.value)}
        />
      </FormField>
      <FormField id="ballpark-fees" label={t("homeValue.admin.settings.fees")}>
        <Input
          id="ballpark-fees"
          inputMode="decimal"
          value={fees}
          disabled={!isAdmin}
          onChange={(e) => setFees(e.target.value)}
        />
      </FormField>
      {isAdmin && (
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {t("homeValue.admin.settings.save")}
          </Button>
          {save.isSuccess && (
            <span role="status" className="text-sm text-slate-600">
              {t("homeValue.admin.settings.saved")}
            </span>
          )}
        </div>
      )}
    </form>
  );
}

/** One titled card of the tab. */
function TabSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6 grid gap-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The admin's home-value tab (decisions 040, 041): how accurate the estimate is, sold-home imports, ballpark terms. */
export function HomeValuesTab({ isAdmin }: HomeValuesTabProps) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <TabSection id="home-value-accuracy" title={t("homeValue.admin.accuracy.title")}>
        <AccuracyTable />
      </TabSection>
      <TabSection id="home-value-import" title={t("homeValue.admin.import.title")}>
        <ImportSoldHomes />
      </TabSection>
      <TabSection id="home-value-ballpark" title={t("homeValue.admin.settings.title")}>
        <BallparkSettings isAdmin={isAdmin} />
      </TabSection>
    </div>
  );
}
