import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { ApiRequestError } from "../../../lib/api-client";
import { LEADS_PAGE_SIZE, useLeadPage } from "../api/get-leads";
import { useCursorStack } from "../hooks/use-cursor-stack";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { LeadCard } from "./lead-card";
import { LeadPager } from "./lead-pager";
import { LEAD_TAB_PANEL_ID, type LeadTab, LeadTypeTabs, leadTabId } from "./lead-type-tabs";

export const SEARCH_DEBOUNCE_MS = 250;

export interface LeadsPanelProps {
  tab: LeadTab;
  onTabChange: (tab: LeadTab) => void;
  live: boolean;
}

/** Search, type tabs, the lead cards and keyset paging; a new search or tab starts at page one. */
export function LeadsPanel({ tab, onTabChange, live }: LeadsPanelProps) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const type = tab === "all" ? undefined : tab;
  const paging = useCursorStack(`${tab}|${q}`);
  const page = useLeadPage({ q, type, cursor: paging.cursor }, live);
  const leads = page.data?.leads ?? [];

  return (
    <section aria-labelledby="leads-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-heading" className="text-lg font-semibold">
          Leads
        </h2>
        <LeadTypeTabs value={tab} onChange={onTabChange} />
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search leads"
          placeholder="Search by name, email, address or city"
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
          <p className="py-8 text-center text-slate-500">Loading leads...</p>
        ) : page.isError && !page.data ? (
          <div role="alert" className="grid justify-items-center gap-3 py-8 text-center text-slate-700">
            <p>{page.error instanceof ApiRequestError ? page.error.serverMessage : "Could not load leads."}</p>
            <Button variant="secondary" size="sm" onClick={() => void page.refetch()}>
              Try again
            </Button>
          </div>
        ) : leads.length === 0 ? (
          <p className="py-8 text-center text-slate-500">No leads found</p>
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
        pageIndex={paging.pageIndex}
        pageSize={LEADS_PAGE_SIZE}
        shown={page.isPlaceholderData ? 0 : leads.length}
        total={page.data?.total ?? 0}
        hasNext={!!page.data?.nextCursor}
        busy={page.isPlaceholderData}
        onPrevious={paging.previous}
        onNext={() => page.data?.nextCursor && paging.next(page.data.nextCursor)}
      />
    </section>
  );
}
