import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";
import { LEADS_PAGE_SIZE, useLeadPage } from "../api/get-leads";
import type { DashboardUrlState, LeadTab } from "../hooks/use-dashboard-url";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { LeadCard } from "./lead-card";
import { LeadPager } from "./lead-pager";
import { LEAD_TAB_PANEL_ID, LeadTypeTabs, leadTabId } from "./lead-type-tabs";

export const SEARCH_DEBOUNCE_MS = 250;

export interface LeadsPanelProps {
  /** Tab, search and page, kept in the dashboard's URL. */
  state: DashboardUrlState;
  onChange: (next: Partial<DashboardUrlState>) => void;
  unfinishedCount?: string;
  live: boolean;
}

/** Search, type tabs, the lead cards and keyset paging; a new search or tab starts at page one. */
export function LeadsPanel({ state, onChange, unfinishedCount, live }: LeadsPanelProps) {
  const t = useT();
  const { tab, q, cursors } = state;
  const [search, setSearch] = useState(q);
  const typed = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed !== q) onChange({ q: typed, cursors: [] });
  }, [typed, q, onChange]);
  const type = tab === "cash" || tab === "realtor" ? tab : undefined;
  const view = tab === "unfinished" ? "unfinished" : undefined;
  const page = useLeadPage({ q, type, view, cursor: cursors.at(-1) }, live);
  const leads = page.data?.leads ?? [];
  const handleTab = (next: LeadTab) => onChange({ tab: next, cursors: [] });

  return (
    <section aria-labelledby="leads-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-heading" className="text-lg font-semibold">
          {t("agentDashboard.leads")}
        </h2>
        <LeadTypeTabs value={tab} onChange={handleTab} unfinishedCount={unfinishedCount} />
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
        className="grid gap-3"
      >
        {page.isPending ? (
          <p className="py-8 text-center text-slate-500">{t("agentDashboard.loadingLeads")}</p>
        ) : page.isError && !page.data ? (
          <div role="alert" className="grid justify-items-center gap-3 py-8 text-center text-slate-700">
            <p>
              {page.error instanceof ApiRequestError ? page.error.serverMessage : t("agentDashboard.loadLeadsFailed")}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void page.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </div>
        ) : leads.length === 0 ? (
          <p className="py-8 text-center text-slate-500">{t("agentDashboard.noLeads")}</p>
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
        onPrevious={() => onChange({ cursors: cursors.slice(0, -1) })}
        onNext={() => page.data?.nextCursor && onChange({ cursors: [...cursors, page.data.nextCursor] })}
      />
    </section>
  );
}
