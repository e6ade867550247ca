import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffLead } from "../../../../contract/leads";
import { apiRequest } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

export const LEADS_PAGE_SIZE = 20;

export interface LeadPageParams {
  q: string;
  type?: "cash" | "realtor";
  cursor?: string;
}

export interface LeadPage {
  leads: StaffLead[];
  total: number;
  /** The cursor of the next page, from the `Link: <...>; rel="next"` header. */
  nextCursor?: string;
}

/** The `cursor` of the `rel="next"` target of a Link header, if there is one. */
export function nextCursorFrom(link: string | null): string | undefined {
  const match = link && /<([^>]+)>\s*;\s*rel="?next"?/.exec(link);
  if (!match?.[1]) return undefined;
  return new URL(match[1], "http://link.invalid").searchParams.get("cursor") ?? undefined;
}

export async function fetchLeadPage({ q, type, cursor }: LeadPageParams): Promise<LeadPage> {
  const params = new URLSearchParams({ limit: String(LEADS_PAGE_SIZE) });
  if (q) params.set("q", q);
  if (type) params.set("type", type);
  if (cursor) params.set("cursor", cursor);
  const response = await apiRequest("GET", `/api/leads?${params}`);
  const leads = (await response.json()) as StaffLead[];
  return {
    leads,
    total: Number(response.headers.get("X-Total-Count") ?? leads.length),
    nextCursor: nextCursorFrom(response.headers.get("Link")),
  };
}

export const leadPageQueryOptions = (params: LeadPageParams) =>
  queryOptions({
    queryKey: ["leads", "page", params],
    queryFn: () => fetchLeadPage(params),
    meta: liveMeta({ on: ["lead"] }),
    staleTime: 0,
    refetchOnMount: true,
  });

/** One page of leads; the previous page stays on screen while the next one (or a new search) loads. */
export function useLeadPage(params: LeadPageParams, live: boolean) {
  return useQuery({
    ...leadPageQueryOptions(params),
    placeholderData: keepPreviousData,
    refetchInterval: pollWhenOffline(live),
  });
}
