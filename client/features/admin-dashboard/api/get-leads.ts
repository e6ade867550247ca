import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchLeadPage } from "../../../lib/lead-pages";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

export const ADMIN_LEADS_PAGE_SIZE = 25;

export interface LeadFilter {
  q: string;
  type?: "cash" | "realtor";
  /** The abandoned partials, listed apart from every other lead (docs/accessibility.md). */
  view?: "unfinished";
}

function filterParams({ q, type, view }: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (type) params.set("type", type);
  if (view) params.set("view", view);
  return params;
}

/** The CSV export of exactly what the list shows (same search and type). */
export function leadsExportUrl(filter: LeadFilter): string {
  const params = filterParams(filter).toString();
  return `/api/admin/leads/export.csv${params ? `?${params}` : ""}`;
}

export const adminLeadsQueryOptions = (filter: LeadFilter, cursor?: string) =>
  queryOptions({
    queryKey: [
      "admin",
      "leads",
      { q: filter.q.trim(), type: filter.type ?? null, view: filter.view ?? null, cursor: cursor ?? null },
    ],
    queryFn: () => fetchLeadPage({ ...filter, cursor, limit: ADMIN_LEADS_PAGE_SIZE }),
    // New and changed leads show within 2 s (decision 003): live events, polling while the stream is down.
    meta: liveMeta({ on: ["lead"] }),
    staleTime: 0,
    refetchOnMount: true,
  });

/** One page of leads; the previous page stays on screen while the next one (or a new search) loads. */
export function useAdminLeads(filter: LeadFilter, cursor: string | undefined, live: boolean) {
  return useQuery({
    ...adminLeadsQueryOptions(filter, cursor),
    placeholderData: keepPreviousData,
    refetchInterval: pollWhenOffline(live),
  });
}
