import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeadCounts } from "../../../../contract/crm";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

export const leadCountsQueryOptions = () =>
  queryOptions({
    queryKey: ["leads", "counts"],
    queryFn: () => apiJson<LeadCounts>("GET", "/api/leads/counts"),
    meta: liveMeta({ on: ["lead"] }),
    staleTime: 0,
    refetchOnMount: true,
  });

/** Total Leads, Cash Offer Leads and Realtor Leads. */
export function useLeadCounts(live: boolean) {
  return useQuery({ ...leadCountsQueryOptions(), refetchInterval: pollWhenOffline(live) });
}
