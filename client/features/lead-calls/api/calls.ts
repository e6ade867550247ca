import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadCall } from "../../../../contract/calls";
import type { ContactOutcome } from "../../../../contract/pipeline";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

/**
 * GET /api/leads/{id}/calls (decision 052), kept fresh by the lead's live events: each callback the
 * provider posts about a call sends one. The Conversation tab can list the same query later.
 */
export const leadCallsQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "calls"],
    queryFn: () => apiJson<LeadCall[]>("GET", `/api/leads/${encodeURIComponent(leadId)}/calls`),
    meta: liveMeta({ on: ["lead"], leadId }),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useLeadCalls(leadId: string, live: boolean) {
  return useQuery({ ...leadCallsQueryOptions(leadId), refetchInterval: pollWhenOffline(live) });
}

/** POST /api/leads/{id}/calls: the provider rings the agent's phone, then the seller's. */
export function useStartCall(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ call: LeadCall }>("POST", `/api/leads/${encodeURIComponent(leadId)}/calls`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadCallsQueryOptions(leadId).queryKey }),
  });
}

/** PUT /api/leads/{id}/calls/{callId}/disposition: the one tap after hanging up. */
export function useCallDisposition(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { callId: number; disposition: ContactOutcome }) =>
      apiJson<{ call: LeadCall }>("PUT", `/api/leads/${encodeURIComponent(leadId)}/calls/${input.callId}/disposition`, {
        disposition: input.disposition,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadCallsQueryOptions(leadId).queryKey }),
  });
}
