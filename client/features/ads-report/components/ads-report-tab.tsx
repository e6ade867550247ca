import { Download } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import type { AdsReport, AdsReportRow } from "../../../../contract/ads";
import { Button } from "../../../components/ui/button";
import { stackedTable } from "../../../components/ui/stacked-table";
import { type Translate, useLocale, useT } from "../../../i18n/use-t";
import { withCatalogue } from "../../../i18n/with-catalogue";
import { adsReportCsvUrl, type MonthPeriod, useAdsReport } from "../api/get-ads-report";
import { formatMoney, shiftMonth, thisMonth } from "../utils/format-money";
import type { ChartBar } from "./ads-report-chart";

// Only this screen draws a chart: its code is a chunk of its own, fetched when the report has rows.
const AdsReportChart = lazy(async () => ({ default: (await import("./ads-report-chart")).AdsReportChart }));

const fieldClass = "h-10 rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm";
/** A figure: right-aligned in the table, after its column's name in the stacked rows of a phone. */
const cell = `px-3 py-2 text-right tabular-nums max-sm:text-left ${stackedTable.cell}`;

const metrics = ["spend", "costPerLead", "costPerListing"] as const;
type Metric = (typeof metrics)[number];
const metricValue: Record<Metric, (row: AdsReportRow) => number | null> = {
  spend: (row) => row.spendCents,
  costPerLead: (row) => row.costPerLeadCents,
  costPerListing: (row) => row.costPerListingCents,
};

const knownSources = new Set(["facebook", "google", "direct"]);

/** A source as the reader names it: the ad platforms and "direct" in the screen's language, others as kept. */
export function sourceLabel(t: Translate, source: string | null): string {
  if (source && knownSources.has(source)) return t(`adsReport.source.${source as "facebook" | "google" | "direct"}`);
  return source ?? t("adsReport.source.direct");
}

function Figures({ figures }: { figures: AdsReport["total"] }) {
  const t = useT();
  const locale = useLocale();
  const money = (cents: number | null) => (cents === null ? t("adsReport.none") : formatMoney(cents, locale));
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <>
      <td data-label={t("adsReport.col.leads")} className={cell}>
        {count(figures.leads)}
      </td>
      <td data-label={t("adsReport.col.costPerLead")} className={cell}>
        {money(figures.costPerLeadCents)}
      </td>
      <td data-label={t("adsReport.col.listings")} className={cell}>
        {count(figures.listingsSigned)}
      </td>
      <td data-label={t("adsReport.col.costPerListing")} className={cell}>
        {money(figures.costPerListingCents)}
      </td>
      <td data-label={t("adsReport.col.spend")} className={cell}>
        {money(figures.spendCents)}
      </td>
    </>
  );
}

function ReportTable({ report }: { report: AdsReport }) {
  const t = useT();
  const columns = ["leads", "costPerLead", "listings", "costPerListing", "spend"] as const;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className={stackedTable.table}>
        <caption className="sr-only">{t("adsReport.caption")}</caption>
        <thead className={`bg-slate-50 text-left text-slate-700 ${stackedTable.head}`}>
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("adsReport.col.source")}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-right">
                {t(`adsReport.col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${stackedTable.body}`}>
          {report.rows.map((row) => (
            <tr key={row.source ?? "direct"} className={stackedTable.row}>
              <th scope="row" className="px-3 py-2 text-left font-medium break-words max-sm:block">
                {sourceLabel(t, row.source)}
              </th>
              <Figures figures={row} />
            </tr>
          ))}
          <tr className={`bg-slate-50 font-semibold ${stackedTable.row}`}>
            <th scope="row" className="px-3 py-2 text-left max-sm:block">
              {t("adsReport.total")}
            </th>
            <Figures figures={report.total} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function ReportChart({ report }: { report: AdsReport }) {
  const t = useT();
  const locale = useLocale();
  const [metric, setMetric] = useState<Metric>("spend");
  const bars: ChartBar[] = report.rows.map((row) => {
    const value = metricValue[metric](row);
    const why = metric === "costPerListing" ? t("adsReport.chart.noValue") : t("adsReport.chart.noLead");
    return { label: sourceLabel(t, row.source), value, text: value === null ? why : formatMoney(value, locale) };
  });
  return (
    <div className="grid grid-cols-1 gap-3">
      {/* A select is as wide as its longest option: at 390 px the French ones need it held to the column. */}
      <label className="grid w-full max-w-sm gap-1 text-sm font-medium text-slate-800">
        {t("adsReport.chart.metric")}
        <select
          className={`${fieldClass} w-full min-w-0`}
          value={metric}
          onChange={(e) => setMetric(e.target.value as Metric)}
        >
          {metrics.map((m) => (
            <option key={m} value={m}>
              {t(`adsReport.chart.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <Suspense fallback={<p className="text-sm text-slate-500">{t("adsReport.chart.loading")}</p>}>
        <AdsReportChart
          title={t(`adsReport.chart.${metric}`)}
          description={t("adsReport.chart.tableFallback")}
          bars={bars}
        />
      </Suspense>
    </div>
  );
}

/**
 * Cost per listing (decision 053): for the chosen months, by source, the leads, what a lead and a signed
 * listing cost, and the spend; a chart of one figure, the table with them all, and the server's CSV.
 */
function AdsReportScreen() {
  const t = useT();
  const [months, setMonths] = useState(() => {
    const to = thisMonth();
    return { from: shiftMonth(to, 11), to };
  });
  const problem =
    !months.from || !months.to
      ? t("adsReport.monthsMissing")
      : months.from > months.to
        ? t("adsReport.monthsOrder")
        : null;
  const period = useMemo<MonthPeriod | null>(() => (problem ? null : { ...months }), [months, problem]);
  const report = useAdsReport(period);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <p className="text-sm text-slate-600">{t("adsReport.help")}</p>
      <div className="flex flex-wrap items-end gap-3">
        {(["from", "to"] as const).map((edge) => (
          <label key={edge} className="grid w-fit gap-1 text-sm font-medium text-slate-800">
            {t(`adsReport.${edge}`)}
            <input
              type="month"
              className={fieldClass}
              value={months[edge]}
              min={edge === "to" ? months.from || undefined : undefined}
              max={edge === "from" ? months.to || undefined : undefined}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => setMonths((m) => ({ ...m, [edge]: e.target.value }))}
            />
          </label>
        ))}
        {period && (
          <a
            href={adsReportCsvUrl(period)}
            download
            className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t("adsReport.export")}
          </a>
        )}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : report.isPending ? (
        <p role="status" className="text-slate-500">
          {t("adsReport.loading")}
        </p>
      ) : report.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-red-700">
          <p>{t("adsReport.error")}</p>
          <Button variant="secondary" onClick={() => report.refetch()}>
            {t("adsReport.retry")}
          </Button>
        </div>
      ) : report.data.rows.length === 0 ? (
        <p className="text-slate-600">{t("adsReport.empty")}</p>
      ) : (
        <>
          <ReportChart report={report.data} />
          <ReportTable report={report.data} />
        </>
      )}
    </div>
  );
}

export const AdsReportTab = withCatalogue(["adsReport"], AdsReportScreen);
