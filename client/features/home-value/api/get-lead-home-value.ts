import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeadHomeValue } from "../../../../contract/home-value";
import { apiJson } from "../../../lib/api-client";

/** GET /api/leads/{id}/home-value: the estimate the seller saw in the funnel, or null. */
export const leadHomeValueQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "home-value"],
    queryFn: () =>
      apiJson<{ homeValue: LeadHomeValue | null }>("GET", `/api/leads/${encodeURIComponent(leadId)}/home-value`),
  });

export function useLeadHomeValue(leadId: string) {
  return useQuery(leadHomeValueQueryOptions(leadId));
}

export const marketAnalysisUrl = (leadId: string) => `/api/leads/${encodeURIComponent(leadId)}/market-analysis.pdf`;
