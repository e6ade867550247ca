import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import {
  type AccuracyRow,
  type HomeCondition,
  type SoldHomeMapping,
  type SoldHomeRowError,
  soldHomeFields,
} from "../../../../contract/home-value";
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
  // Decision 046: the same sales measured among their own FSA's sales and as if their FSA had none.
  const placements = figures.placements ? [figures.placements.ownFsa, figures.placements.neighbourFsa] : [];
  const rows: AccuracyRow[] = [figures.overall, ...placements, ...figures.regions];
  const regionName = (region: string) =>
    region === "all"
      ? t("homeValue.admin.accuracy.all")
      : region === "own-fsa"
        ? t("homeValue.admin.accuracy.ownFsa")
        : region === "neighbour-fsa"
          ? t("homeValue.admin.accuracy.neighbourFsa")
          : region;
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
                  {regionName(row.region)}
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
                {t("homeValue.admin.import.rowError", {
                  row: e.row,
                  column: e.column ?? "",
                  message: rowProblem(t, e),
                })}
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

/**
 * A bad row's problem in the screen's language, from its code (decision 046); a row without one (stored
 * before) keeps the server's English.
 */
function rowProblem(t: ReturnType<typeof useT>, error: SoldHomeRowError): string {
  if (!error.code) return error.message;
  return t(`homeValue.admin.import.problem.${error.code}`, {
    min: String(error.min ?? ""),
    max: String(error.max ?? ""),
  });
}

const conditions = ["Excellent", "Good", "Fair", "Poor"] as const satisfies readonly HomeCondition[];
type PercentField = "discount" | "fees" | HomeCondition;

/** "10" or "12,5" (French) to basis points; undefined unless a percentage from 0 to 50 with 2 decimals at most. */
function basisPointsOf(text: string): number | undefined {
  const value = Number(text.trim().replace(",", "."));
  if (text.trim() === "" || !Number.isFinite(value) || value < 0 || value > 50) return undefined;
  const bp = Math.round(value * 100);
  return Math.abs(bp - value * 100) < 1e-6 ? bp : undefined;
}

/** Validated as the server validates (contract/home-value.ts): each 0–50%, a worse condition never loses less. */
function checkBallparkTerms(values: Record<PercentField, string>) {
  const errors: Partial<Record<PercentField, "percent" | "order">> = {};
  const bp: Partial<Record<PercentField, number>> = {};
  for (const field of Object.keys(values) as PercentField[]) {
    bp[field] = basisPointsOf(values[field]);
    if (bp[field] === undefined) errors[field] = "percent";
  }
  conditions.forEach((condition, k) => {
    const worse = conditions[k + 1];
    const [a, b] = [bp[condition], worse ? bp[worse] : undefined];
    if (worse && a !== undefined && b !== undefined && b < a && !errors[worse]) errors[worse] = "order";
  });
  return { errors, bp: bp as Record<PercentField, number> };
}

function BallparkSettings({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const { data } = useHomeValueSettings();
  const save = useSaveHomeValueSettings();
  const [values, setValues] = useState<Record<PercentField, string>>({
    discount: "",
    fees: "",
    Excellent: "",
    Good: "",
    Fair: "",
    Poor: "",
  });
  const [errors, setErrors] = useState<Partial<Record<PercentField, "percent" | "order">>>({});
  useEffect(() => {
    if (data) {
      const percent = (bp: number) => String(bp / 100);
      setValues({
        discount: percent(data.cashDiscountBp),
        fees: percent(data.cashFeeBp),
        Excellent: percent(data.conditionDiscountBp.Excellent),
        Good: percent(data.conditionDiscountBp.Good),
        Fair: percent(data.conditionDiscountBp.Fair),
        Poor: percent(data.conditionDiscountBp.Poor),
      });
    }
  }, [data]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkBallparkTerms(values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    const { bp } = checked;
    save.mutate({
      cashDiscountBp: bp.discount,
      cashFeeBp: bp.fees,
      conditionDiscountBp: { Excellent: bp.Excellent, Good: bp.Good, Fair: bp.Fair, Poor: bp.Poor },
    });
  }

  const field = (name: PercentField, label: string, hint?: string) => (
    <FormField
      key={name}
      id={`ballpark-${name}`}
      label={label}
      hint={hint}
      error={errors[name] ? t(`homeValue.admin.settings.error.${errors[name]}`) : undefined}
    >
      <Input
        id={`ballpark-${name}`}
        inputMode="decimal"
        value={values[name]}
        disabled={!isAdmin}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </FormField>
  );

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {field("discount", t("homeValue.admin.settings.discount"), t("homeValue.admin.settings.discountHint"))}
        {field("fees", t("homeValue.admin.settings.fees"))}
      </div>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-slate-900">{t("homeValue.admin.settings.byCondition")}</legend>
        <div className="grid gap-3 sm:grid-cols-4">
          {conditions.map((condition) => field(condition, t(`homeValue.admin.settings.condition.${condition}`)))}
        </div>
      </fieldset>
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
