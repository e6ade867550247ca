import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadOutcome, LeadOutcomeInput } from "../../../../contract/ads";
import { apiJson } from "../../../lib/api-client";

const url = (leadId: string) => `/api/leads/${encodeURIComponent(leadId)}/outcome`;

/** GET /api/leads/{id}/outcome: the deal the lead became (decision 053). */
export const leadOutcomeQueryOptions = (leadId: string) =>
  queryOptions({ queryKey: ["lead", leadId, "outcome"], queryFn: () => apiJson<LeadOutcome>("GET", url(leadId)) });

export function useLeadOutcome(leadId: string) {
  return useQuery(leadOutcomeQueryOptions(leadId));
}

/** PUT /api/leads/{id}/outcome: the parts sent change; the lead's history gets a row each. */
export function useSaveLeadOutcome(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeadOutcomeInput) => apiJson<LeadOutcome>("PUT", url(leadId), input),
    onSuccess: (saved) => {
      queryClient.setQueryData(leadOutcomeQueryOptions(leadId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ["lead", leadId, "history"] });
    },
  });
}
