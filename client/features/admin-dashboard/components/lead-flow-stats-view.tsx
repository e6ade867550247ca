import type { LeadFlowStats } from "../../../../contract/leads";
import { stackedTable } from "../../../components/ui/stacked-table";
import { useT } from "../../../i18n/use-t";
import { useFormats } from "../hooks/use-formats";
import { variantLabel } from "./variant-options";

const numberCell = `px-3 py-2 text-right tabular-nums max-sm:text-left ${stackedTable.cell}`;

export interface LeadFlowStatsViewProps {
  rows: LeadFlowStats["rows"];
}

/** The conversion table and the same figures as bars (plain CSS, no chart library). */
export function LeadFlowStatsView({ rows }: LeadFlowStatsViewProps) {
  const t = useT();
  const formats = useFormats();
  const percent = (value: number) => formats.percent(value, 1);
  const typeLabel = (type: "cash" | "realtor") =>
    type === "cash" ? t("admin.stats.type.cash") : t("admin.stats.type.realtor");
  const widest = Math.max(...rows.map((r) => r.conversion), 0.0001);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {/* On a phone the rows stack; between that and a desktop the table may scroll sideways, so a keyboard
          user must be able to focus it to scroll (2.1.1). */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region has to take focus to be scrolled by keys.
        tabIndex={0}
        aria-label={t("admin.stats.tableLabel")}
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      >
        <table className={stackedTable.table}>
          <caption className="sr-only">{t("admin.stats.caption")}</caption>
          <thead className={`bg-slate-50 text-xs uppercase tracking-wide text-slate-500 ${stackedTable.head}`}>
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("admin.stats.col.variant")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("admin.stats.col.type")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("admin.stats.col.started")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("admin.stats.col.completed")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("admin.stats.col.conversion")}
              </th>
            </tr>
          </thead>
          <tbody className={`divide-y divide-slate-200 ${stackedTable.body}`}>
            {rows.map((row) => (
              <tr key={`${row.variant}-${row.type}`} className={`max-sm:px-3 ${stackedTable.row}`}>
                <td data-label={t("admin.stats.col.variant")} className={`px-3 py-2 ${stackedTable.cell}`}>
                  {variantLabel(t, row.variant)}
                </td>
                <td data-label={t("admin.stats.col.type")} className={`px-3 py-2 ${stackedTable.cell}`}>
                  {typeLabel(row.type)}
                </td>
                <td data-label={t("admin.stats.col.started")} className={numberCell}>
                  {formats.count(row.started)}
                </td>
                <td data-label={t("admin.stats.col.completed")} className={numberCell}>
                  {formats.count(row.completed)}
                </td>
                <td data-label={t("admin.stats.col.conversion")} className={numberCell}>
                  {percent(row.conversion)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {/* The bars repeat the table's figures, so screen readers skip them. */}
      <figure aria-hidden="true" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <figcaption className="text-sm font-medium text-slate-900">{t("admin.stats.rate")}</figcaption>
        {rows.map((row) => (
          <div key={`${row.variant}-${row.type}`} className="grid gap-1">
            <div className="flex justify-between text-xs text-slate-600">
              <span>
                {variantLabel(t, row.variant)} · {typeLabel(row.type)}
              </span>
              <span className="tabular-nums">{percent(row.conversion)}</span>
            </div>
            <div className="h-3 rounded-full bg-slate-100">
              <div
                className={row.type === "cash" ? "h-3 rounded-full bg-amber-500" : "h-3 rounded-full bg-brand-600"}
                style={{ width: `${(row.conversion / widest) * 100}%` }}
              />
            </div>
          </div>
        ))}
      </figure>
    </div>
  );
}
