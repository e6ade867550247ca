import { clsx } from "clsx";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Link } from "wouter";
import type { LeadListSort, StaffLeadListItem } from "../../../../contract/crm";
import { StageBadge } from "../../../components/stage-badge";
import { WaitingClock } from "../../../components/waiting-clock";
import { type Translate, useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { useNow } from "../../../lib/use-now";
import { leadTitle } from "../utils/lead-summary";

/** A list row: the lead, with the list's extras when the server sent them. */
export type LeadTableRow = Omit<StaffLeadListItem, "agentName" | "nextReminder"> &
  Partial<Pick<StaffLeadListItem, "agentName" | "nextReminder">>;

type SortableColumn = "created" | "waiting" | "stage" | "agent" | "score";

/** A column's first order when chosen: the newest, the longest wait, the board's order, A to Z. */
const firstOrder: Record<SortableColumn, LeadListSort> = {
  created: "-created",
  waiting: "-waiting",
  stage: "stage",
  agent: "agent",
  // Decision 039: the highest score first.
  score: "-score",
};

export function nextSort(current: LeadListSort, column: SortableColumn): LeadListSort {
  if (current.replace(/^-/, "") !== column) return firstOrder[column];
  return (current.startsWith("-") ? column : `-${column}`) as LeadListSort;
}

export interface LeadTableProps {
  leads: LeadTableRow[];
  sort: LeadListSort;
  onSort: (sort: LeadListSort) => void;
}

/**
 * The dense list (decision 033): one row a lead, with its source, how long it waited and what to do next.
 * A real table; the sortable columns' headers are buttons and carry aria-sort.
 */
export function LeadTable({ leads, sort, onSort }: LeadTableProps) {
  const t = useT();
  const format = useFormat();
  const now = useNow(60_000);
  const header = (column: SortableColumn) => (
    <SortHeader column={column} sort={sort} onSort={onSort} label={t(`agentDashboard.table.${column}`)} />
  );
  return (
    // On a narrow screen the table scrolls sideways: a keyboard user must be able to focus it to scroll (2.1.1).
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region has to take focus to be scrolled by keys.
      tabIndex={0}
      aria-label={t("agentDashboard.table.scrollLabel")}
      className="overflow-x-auto rounded-lg border border-slate-200"
    >
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption className="sr-only">
          {t("agentDashboard.table.caption", { sort: t(`agentDashboard.sort.${sort}`) })}
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("agentDashboard.table.name")}
            </th>
            {header("stage")}
            <th scope="col" className="px-3 py-2">
              {t("agentDashboard.table.source")}
            </th>
            {header("created")}
            {header("waiting")}
            {header("agent")}
            {header("score")}
            <th scope="col" className="px-3 py-2">
              {t("agentDashboard.table.next")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {leads.map((lead) => (
            <tr key={lead.id} className="hover:bg-slate-50" data-lead-row>
              <th scope="row" className="max-w-[14rem] px-3 py-1.5 font-medium">
                <Link
                  href={`/leads/${lead.id}`}
                  className="block truncate text-brand-700 underline-offset-2 hover:underline"
                >
                  {leadTitle(lead, t)}
                </Link>
              </th>
              <td className="px-3 py-1.5 whitespace-nowrap">
                <StageBadge stage={lead.stage} />
              </td>
              <td className="max-w-[9rem] truncate px-3 py-1.5 text-slate-700">{sourceText(lead.source, t)}</td>
              <td className="px-3 py-1.5 whitespace-nowrap text-slate-700">{format.day(lead.createdAt)}</td>
              <td className="px-3 py-1.5 whitespace-nowrap">
                {lead.waitingSince ? <WaitingClock since={lead.waitingSince} /> : <NotApplicable />}
              </td>
              <td className="max-w-[10rem] truncate px-3 py-1.5 text-slate-700">
                {lead.agentName ?? t("agentDashboard.table.noAgent")}
              </td>
              <td className="px-3 py-1.5 whitespace-nowrap tabular-nums text-slate-700">
                {lead.score ?? t("agentDashboard.table.noScore")}
              </td>
              <td className="max-w-[16rem] px-3 py-1.5">
                <NextAction lead={lead} now={now} t={t} dateTime={format.dateTime} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface SortHeaderProps {
  column: SortableColumn;
  sort: LeadListSort;
  onSort: (sort: LeadListSort) => void;
  label: string;
}

function SortHeader({ column, sort, onSort, label }: SortHeaderProps) {
  const active = sort.replace(/^-/, "") === column;
  const descending = sort.startsWith("-");
  const Icon = !active ? ArrowUpDown : descending ? ArrowDown : ArrowUp;
  return (
    <th scope="col" className="px-1 py-1" aria-sort={active ? (descending ? "descending" : "ascending") : undefined}>
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, column))}
        className={clsx(
          "inline-flex items-center gap-1 rounded px-2 py-1 font-semibold hover:bg-slate-200",
          active ? "text-slate-900" : "text-slate-700",
        )}
      >
        {label}
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

function NotApplicable() {
  return <span className="text-slate-500">—</span>;
}

function sourceText(source: string | null, t: Translate): string {
  if (!source) return t("agentDashboard.source.none");
  if (source === "direct" || source === "import") return t(`agentDashboard.source.${source}`);
  return source;
}

interface NextActionProps {
  lead: LeadTableRow;
  now: number;
  t: Translate;
  dateTime: (iso: string) => string;
}

/**
 * The next action, agreeing with claims, reminders and the call list: a planned reminder first (the agent
 * already planned the call), then "Call now" for an assigned lead waiting for its first contact; a lead
 * nobody has is not anyone's call yet, it needs an agent (it is not "waiting to be claimed" unless offered).
 */
function NextAction({ lead, now, t, dateTime }: NextActionProps) {
  const reminder = lead.nextReminder;
  if (reminder) {
    const overdue = Date.parse(reminder.dueDate) < now;
    const values = { title: reminder.title, due: dateTime(reminder.dueDate) };
    return (
      <span className={clsx("line-clamp-2", overdue ? "font-semibold text-red-800" : "text-slate-800")}>
        {t(overdue ? "agentDashboard.next.overdue" : "agentDashboard.next.reminder", values)}
      </span>
    );
  }
  if (lead.waitingSince && lead.agentId === null)
    return <span className="text-amber-900">{t("agentDashboard.next.needsAgent")}</span>;
  if (lead.waitingSince) return <span className="font-semibold text-red-800">{t("agentDashboard.next.callNow")}</span>;
  return <span className="text-slate-500">{t("agentDashboard.next.none")}</span>;
}
