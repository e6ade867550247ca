import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffLead } from "../../../../contract/leads";
import { apiRequest } from "../../../lib/api-client";

export const ADMIN_LEADS_PAGE_SIZE = 25;

export interface LeadFilter {
  q: string;
  type?: "cash" | "realtor";
}

export interface LeadPage {
  leads: StaffLead[];
  total: number;
  nextCursor?: string;
}

/** The `cursor` of the `rel="next"` target of a Link header, if there is one. */
export function nextCursorFrom(link: string | null): string | undefined {
  const match = link && /<([^>]+)>\s*;\s*rel="?next"?/.exec(link);
  if (!match?.[1]) return undefined;
  return new URL(match[1], "http://link.invalid").searchParams.get("cursor") ?? undefined;
}

function filterParams({ q, type }: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (type) params.set("type", type);
  return params;
}

/** The CSV export of exactly what the list shows (same search and type). */
export function leadsExportUrl(filter: LeadFilter): string {
  const params = filterParams(filter).toString();
  return `/api/admin/leads/export.csv${params ? `?${params}` : ""}`;
}

async function fetchLeadPage(filter: LeadFilter, cursor?: string): Promise<LeadPage> {
  const params = filterParams(filter);
  params.set("limit", String(ADMIN_LEADS_PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  const response = await apiRequest("GET", `/api/leads?${params}`);
  const leads = (await response.json()) as StaffLead[];
  return {
    leads,
    total: Number(response.headers.get("X-Total-Count") ?? leads.length),
    nextCursor: nextCursorFrom(response.headers.get("Link")),
  };
}

export const adminLeadsQueryOptions = (filter: LeadFilter, cursor?: string) =>
  queryOptions({
    queryKey: ["admin", "leads", { q: filter.q.trim(), type: filter.type ?? null, cursor: cursor ?? null }],
    queryFn: () => fetchLeadPage(filter, cursor),
    staleTime: 0,
    refetchOnMount: true,
  });

/** One page of leads; the previous page stays on screen while the next one (or a new search) loads. */
export function useAdminLeads(filter: LeadFilter, cursor?: string) {
  return useQuery({ ...adminLeadsQueryOptions(filter, cursor), placeholderData: keepPreviousData });
}
