import { useMemo, useState } from "react";
import type { ResponseRow } from "../../../../contract/pipeline";
import { stackedTable } from "../../../components/ui/stacked-table";
import { type Translate, useT } from "../../../i18n/use-t";
import { dateInputValue, localDayStart } from "../../../lib/local-day";
import { useResponseReport } from "../api/get-response-report";
import { useFormats } from "../hooks/use-formats";

const periods = [
  { value: "7", label: "admin.response.periods.7" },
  { value: "30", label: "admin.response.periods.30" },
  { value: "90", label: "admin.response.periods.90" },
  { value: "365", label: "admin.response.periods.365" },
  { value: "custom", label: "admin.response.periods.custom" },
] as const;

const fieldClass = "h-10 rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm";

/** A preset period ends at the next whole minute, so its query key stays the same while the tab is open. */
function lastDays(days: number): { from: string; to: string } {
  const end = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
  return { from: new Date(end.getTime() - days * 86_400_000).toISOString(), to: end.toISOString() };
}

/** 95 s -> "1 min 35 s", 7260 s -> "2 h 01 min" (in French, days are "j"). */
export function formatDuration(t: Translate, seconds: number | null): string {
  if (seconds === null) return "—";
  if (seconds < 60) return t("admin.response.seconds", { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t("admin.response.minutes", { minutes, seconds: String(seconds % 60).padStart(2, "0") });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t("admin.response.hours", { hours, minutes: String(minutes % 60).padStart(2, "0") });
  return t("admin.response.days", { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** A figure: right-aligned in the table, after its column's name in the stacked rows of a phone. */
const cell = `px-3 py-2 text-right tabular-nums max-sm:text-left ${stackedTable.cell}`;

function Cells({ row }: { row: ResponseRow }) {
  const t = useT();
  const formats = useFormats();
  return (
    <>
      <td data-label={t("admin.response.col.leads")} className={cell}>
        {formats.count(row.leads)}
      </td>
      <td data-label={t("admin.response.col.contacted")} className={cell}>
        {formats.count(row.contacted)}
      </td>
      <td data-label={t("admin.response.col.median")} className={cell}>
        {formatDuration(t, row.medianSeconds)}
      </td>
      <td data-label={t("admin.response.col.p90")} className={cell}>
        {formatDuration(t, row.p90Seconds)}
      </td>
      <td data-label={t("admin.response.col.withinHour")} className={cell}>
        {formats.percent(row.withinHourShare, 0)}
      </td>
      <td data-label={t("admin.response.col.overdue")} className={cell}>
        {formats.count(row.overdue)}
      </td>
    </>
  );
}

/** Response: time to first contact per agent and for the brokerage over a chosen period (decision 019). */
export function ResponseTab() {
  const t = useT();
  const [days, setDays] = useState<(typeof periods)[number]["value"]>("30");
  // Custom dates start as the last 30 days, today included; both days are whole local days.
  const [custom, setCustom] = useState(() => ({
    from: dateInputValue(new Date(Date.now() - 29 * 86_400_000)),
    to: dateInputValue(new Date()),
  }));
  const customProblem =
    days !== "custom"
      ? null
      : !custom.from || !custom.to
        ? t("admin.response.datesMissing")
        : custom.from > custom.to
          ? t("admin.response.datesOrder")
          : null;
  const period = useMemo(() => {
    if (days !== "custom") return lastDays(Number(days));
    if (customProblem) return null;
    return { from: localDayStart(custom.from), to: localDayStart(custom.to, 1) };
  }, [days, custom, customProblem]);
  const report = useResponseReport(period);

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{t("admin.response.help")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid w-fit gap-1 text-sm font-medium text-slate-800">
          {t("admin.response.period")}
          <select className={fieldClass} value={days} onChange={(e) => setDays(e.target.value as typeof days)}>
            {periods.map((p) => (
              <option key={p.value} value={p.value}>
                {t(p.label)}
              </option>
            ))}
          </select>
        </label>
        {days === "custom" &&
          (["from", "to"] as const).map((edge) => (
            <label key={edge} className="grid w-fit gap-1 text-sm font-medium text-slate-800">
              {t(`admin.response.${edge}`)}
              <input
                type="date"
                className={fieldClass}
                value={custom[edge]}
                min={edge === "to" ? custom.from || undefined : undefined}
                max={edge === "from" ? custom.to || undefined : undefined}
                aria-invalid={customProblem ? true : undefined}
                onChange={(e) => setCustom((c) => ({ ...c, [edge]: e.target.value }))}
              />
            </label>
          ))}
      </div>
      {customProblem ? (
        <p role="alert" className="text-sm text-red-700">
          {customProblem}
        </p>
      ) : report.isPending ? (
        <p className="text-slate-500">{t("admin.response.loading")}</p>
      ) : report.isError ? (
        <p role="alert" className="text-red-700">
          {t("admin.response.error")}
        </p>
      ) : report.data.brokerage.leads === 0 ? (
        <p className="text-slate-600">{t("admin.response.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className={stackedTable.table}>
            <caption className="sr-only">{t("admin.response.caption")}</caption>
            <thead className={`bg-slate-50 text-left text-slate-700 ${stackedTable.head}`}>
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("admin.response.col.agent")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("admin.response.col.leads")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("admin.response.col.contacted")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("admin.response.col.median")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("admin.response.col.p90")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("admin.response.col.withinHour")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("admin.response.col.overdue")}
                </th>
              </tr>
            </thead>
            <tbody className={`divide-y divide-slate-100 ${stackedTable.body}`}>
              {report.data.agents.map((row) => (
                <tr key={row.agentId ?? "none"} className={stackedTable.row}>
                  <th scope="row" className="px-3 py-2 text-left font-medium break-words max-sm:block">
                    {row.agentId === null
                      ? t("admin.leads.notAssigned")
                      : (row.agentName ?? t("admin.agentNumber", { id: row.agentId }))}
                  </th>
                  <Cells row={row} />
                </tr>
              ))}
              <tr className={`bg-slate-50 font-semibold ${stackedTable.row}`}>
                <th scope="row" className="px-3 py-2 text-left max-sm:block">
                  {t("admin.response.brokerage")}
                </th>
                <Cells row={report.data.brokerage} />
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
