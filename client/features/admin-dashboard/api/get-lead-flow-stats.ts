import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeadFlowStats } from "../../../../contract/leads";
import { apiJson } from "../../../lib/api-client";

export const leadFlowStatsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "lead-flow-stats"],
    queryFn: () => apiJson<LeadFlowStats>("GET", "/api/admin/lead-flow-stats"),
    staleTime: 0,
    refetchOnMount: true,
  });

/** Flows started, leads completed and conversion, per variant and lead type. */
export function useLeadFlowStats() {
  return useQuery(leadFlowStatsQueryOptions());
}
