import type { ComponentType } from "react";
import { useState } from "react";
import { LiveStatus } from "../../../components/live-status";
import { useLocale, useT } from "../../../i18n/use-t";
import { formatLeadTotal } from "../../../lib/lead-pages";
import { useLiveEvents } from "../../../lib/live-events";
import { useAgents } from "../api/get-agents";
import { type LeadFilter, useAdminLeads } from "../api/get-leads";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { LeadFilters, type LeadListChoice } from "./lead-filters";
import { LeadList } from "./lead-list";
import { LeadsPager } from "./leads-pager";
import { EmptyState, ErrorState, LoadingState } from "./status-states";

/** The total as the list shows it: English exactly as before, French with its own digit grouping. */
const leadTotal = (total: number, capped: boolean, locale: string) =>
  locale === "en-CA"
    ? formatLeadTotal(total, capped)
    : `${new Intl.NumberFormat(locale).format(total)}${capped ? "+" : ""}`;

/** All leads with search, type filter, paging, CSV export, stage and assignment (DESIGN.md 5.6). */
export function LeadsTab({ Aside }: { Aside?: ComponentType<{ live: boolean }> } = {}) {
  const t = useT();
  const locale = useLocale();
  const [search, setSearch] = useState("");
  const [type, setType] = useState<LeadListChoice>("");
  // Cursors of the pages before the current one; the last entry is the current page's cursor.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const q = useDebouncedValue(search, 300);
  const filter: LeadFilter =
    type === "unfinished" ? { q, view: "unfinished" } : { q, type: type === "" ? undefined : type };
  const cursor = cursors[cursors.length - 1];
  const { live } = useLiveEvents();
  const leads = useAdminLeads(filter, cursor, live);
  const agents = useAgents();

  const resetPaging = () => setCursors([undefined]);
  const handleSearch = (value: string) => {
    setSearch(value);
    resetPaging();
  };
  const handleType = (value: LeadListChoice) => {
    setType(value);
    resetPaging();
  };

  return (
    <section aria-label={t("admin.nav.leads")} className="grid gap-4">
      <LeadFilters search={search} type={type} filter={filter} onSearch={handleSearch} onType={handleType} />
      <LiveStatus live={live} />
      {agents.isError && (
        <ErrorState text={t("admin.leads.agentsError")} error={agents.error} onRetry={() => void agents.refetch()} />
      )}
      {leads.isPending ? (
        <LoadingState text={t("admin.leads.loading")} />
      ) : leads.isError ? (
        <ErrorState text={t("admin.leads.error")} error={leads.error} onRetry={() => void leads.refetch()} />
      ) : leads.data.leads.length === 0 ? (
        <EmptyState>{q || type ? t("admin.leads.noMatch") : t("admin.leads.none")}</EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {leads.data.total === 1 && !leads.data.totalCapped
              ? t("admin.leads.countOne")
              : t("admin.leads.count", { count: leadTotal(leads.data.total, leads.data.totalCapped, locale) })}
            {leads.isFetching && ` · ${t("admin.leads.updating")}`}
          </p>
          <LeadList leads={leads.data.leads} agents={agents.data ?? []} agentsReady={agents.isSuccess} />
          <LeadsPager
            hasPrevious={cursors.length > 1}
            nextCursor={leads.isPlaceholderData ? undefined : leads.data.nextCursor}
            onPrevious={() => setCursors((list) => list.slice(0, -1))}
            onNext={(next) => setCursors((list) => [...list, next])}
          />
        </>
      )}
      {/* The call list follows the results, so a search's hits come right under the search box. */}
      {Aside && <Aside live={live} />}
    </section>
  );
}
