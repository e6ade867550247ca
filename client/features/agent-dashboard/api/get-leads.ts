import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LeadListSort, StaffLeadListItem } from "../../../../contract/crm";
import { fetchLeadPage } from "../../../lib/lead-pages";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

export const LEADS_PAGE_SIZE = 20;

export interface LeadPageParams {
  q: string;
  type?: "cash" | "realtor";
  view?: "unfinished";
  cursor?: string;
  /** Sent only when not the default (newest first). */
  sort?: LeadListSort;
}

export const leadPageQueryOptions = (params: LeadPageParams) =>
  queryOptions({
    queryKey: ["leads", "page", params],
    queryFn: () => fetchLeadPage<StaffLeadListItem>({ ...params, limit: LEADS_PAGE_SIZE }),
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
