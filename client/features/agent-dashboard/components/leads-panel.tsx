import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { LeadListSort } from "../../../../contract/crm";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { LEADS_PAGE_SIZE, useLeadPage } from "../api/get-leads";
import type { DashboardUrlState, LeadTab } from "../hooks/use-dashboard-url";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import type { LeadView } from "../hooks/use-lead-view";
import { LeadCard } from "./lead-card";
import { LeadPager } from "./lead-pager";
import { LeadTable } from "./lead-table";
import { LEAD_TAB_PANEL_ID, LeadTypeTabs, leadTabId } from "./lead-type-tabs";
import { LeadViewSwitch } from "./lead-view-switch";

export const SEARCH_DEBOUNCE_MS = 250;

export interface LeadsPanelProps {
  /** Tab, search and page, kept in the dashboard's URL. */
  state: DashboardUrlState;
  onChange: (next: Partial<DashboardUrlState>) => void;
  unfinishedCount?: string;
  live: boolean;
  /** Cards or table, the user's remembered choice. */
  view: LeadView;
  onViewChange: (view: LeadView) => void;
}

/**
 * Search, type tabs, the lead cards or table and keyset paging; a new search, tab or order starts at page
 * one. Paging brings the list's top into view and focus to its heading, so the next page is read from
 * its first lead rather than from the pager at the bottom.
 */
export function LeadsPanel({ state, onChange, unfinishedCount, live, view, onViewChange }: LeadsPanelProps) {
  const t = useT();
  const { tab, q, cursors, sort } = state;
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paged = useRef(false);
  const pageKey = cursors.join("~");
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page on screen changes
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    sectionRef.current?.scrollIntoView?.({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [pageKey]);
  const turnPage = (next: string[]) => {
    paged.current = true;
    onChange({ cursors: next });
  };
  const [search, setSearch] = useState(q);
  const typed = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed !== q) onChange({ q: typed, cursors: [] });
  }, [typed, q, onChange]);
  const type = tab === "cash" || tab === "realtor" ? tab : undefined;
  const listView = tab === "unfinished" ? "unfinished" : undefined;
  const page = useLeadPage({ q, type, view: listView, cursor: cursors.at(-1), sort }, live);
  const leads = page.data?.leads ?? [];
  const handleTab = (next: LeadTab) => onChange({ tab: next, cursors: [] });
  const handleSort = (next: LeadListSort) => onChange({ sort: next, cursors: [] });

  return (
    <section
      ref={sectionRef}
      aria-labelledby="leads-heading"
      className="grid scroll-mt-2 grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t("agentDashboard.leads")}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <LeadTypeTabs value={tab} onChange={handleTab} unfinishedCount={unfinishedCount} />
          <LeadViewSwitch value={view} onChange={onViewChange} />
        </div>
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
        <Input
          type="search"
          aria-label={t("agentDashboard.search.label")}
          placeholder={t("agentDashboard.search.placeholder")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      <div
        id={LEAD_TAB_PANEL_ID}
        role="tabpanel"
        aria-labelledby={leadTabId(tab)}
        aria-busy={page.isFetching}
        className="grid grid-cols-1 gap-3"
      >
        {page.isPending ? (
          <p className="py-8 text-center text-slate-500">{t("agentDashboard.loadingLeads")}</p>
        ) : page.isError && !page.data ? (
          <div role="alert" className="grid justify-items-center gap-3 py-8 text-center text-slate-700">
            <p>
              {page.error instanceof ApiRequestError
                ? errorMessage(page.error, t)
                : t("agentDashboard.loadLeadsFailed")}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void page.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </div>
        ) : leads.length === 0 ? (
          <p className="py-8 text-center text-slate-500">{t("agentDashboard.noLeads")}</p>
        ) : view === "table" ? (
          <div className={page.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
            <LeadTable leads={leads} sort={sort} onSort={handleSort} />
          </div>
        ) : (
          <ul className={page.isPlaceholderData ? "grid gap-3 opacity-60 transition-opacity" : "grid gap-3"}>
            {leads.map((lead) => (
              <li key={lead.id}>
                <LeadCard lead={lead} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <LeadPager
        pageIndex={cursors.length}
        pageSize={LEADS_PAGE_SIZE}
        shown={page.isPlaceholderData ? 0 : leads.length}
        total={page.data?.total ?? 0}
        totalCapped={page.data?.totalCapped ?? false}
        hasNext={!!page.data?.nextCursor}
        busy={page.isPlaceholderData}
        onPrevious={() => turnPage(cursors.slice(0, -1))}
        onNext={() => page.data?.nextCursor && turnPage([...cursors, page.data.nextCursor])}
      />
    </section>
  );
}
