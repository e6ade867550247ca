import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeadFlowConfig } from "../../../../contract/leads";
import { apiJson } from "../../../lib/api-client";

export function fetchLeadFlowConfig(): Promise<LeadFlowConfig> {
  return apiJson<LeadFlowConfig>("GET", "/api/lead-flow/config");
}

export const leadFlowConfigQueryOptions = () =>
  queryOptions({ queryKey: ["lead-flow-config"], queryFn: fetchLeadFlowConfig });

/** The admin's "Lead flow variant" setting (DESIGN.md 5.2); not fetched while `enabled` is false. */
export function useLeadFlowConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...leadFlowConfigQueryOptions(), enabled });
}
