import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadHomeValueView } from "../../../../contract/home-value";
import { apiJson } from "../../../lib/api-client";

/**
 * GET /api/leads/{id}/home-value: the estimate and ballpark the seller saw, or null; and whether the market
 * analysis has a number (the kept estimate's, else what the lead's address gives now), or why not.
 */
export const leadHomeValueQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "home-value"],
    queryFn: () => apiJson<LeadHomeValueView>("GET", `/api/leads/${encodeURIComponent(leadId)}/home-value`),
  });

export function useLeadHomeValue(leadId: string) {
  return useQuery(leadHomeValueQueryOptions(leadId));
}

export const marketAnalysisUrl = (leadId: string) => `/api/leads/${encodeURIComponent(leadId)}/market-analysis.pdf`;

/** POST /api/leads/{id}/market-analysis/send: the agent approves the analysis the seller asked for (decision 046). */
export function useSendMarketAnalysis(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<{ sentAt: string }>("POST", `/api/leads/${encodeURIComponent(leadId)}/market-analysis/send`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadHomeValueQueryOptions(leadId).queryKey }),
  });
}
