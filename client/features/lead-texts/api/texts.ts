import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { LeadText, TextAcknowledgementSettings, textOutboxRowSchema } from "../../../../contract/texting";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

/** GET /api/leads/{id}/texts, kept fresh by the lead's live events (each text written or updated sends one). */
export const leadTextsQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "texts"],
    queryFn: () => apiJson<LeadText[]>("GET", `/api/leads/${encodeURIComponent(leadId)}/texts`),
    meta: liveMeta({ on: ["lead"], leadId }),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useLeadTexts(leadId: string, live: boolean) {
  return useQuery({ ...leadTextsQueryOptions(leadId), refetchInterval: pollWhenOffline(live) });
}

/** POST /api/leads/{id}/texts {body}: 202 once queued. */
export function useSendText(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiJson<{ text: LeadText }>("POST", `/api/leads/${encodeURIComponent(leadId)}/texts`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadTextsQueryOptions(leadId).queryKey }),
  });
}

export type AcknowledgementSettings = TextAcknowledgementSettings & { providerConfigured: boolean };
const ackKey = ["admin", "texts", "acknowledgement"];

export function useAcknowledgementSettings() {
  return useQuery({
    queryKey: ackKey,
    queryFn: () => apiJson<AcknowledgementSettings>("GET", "/api/admin/texts/acknowledgement"),
  });
}

export function useSaveAcknowledgementSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: TextAcknowledgementSettings) =>
      apiJson<AcknowledgementSettings>("PUT", "/api/admin/texts/acknowledgement", value),
    onSuccess: (saved) => queryClient.setQueryData(ackKey, saved),
  });
}

/** One row of the text outbox as the contract gives it (contract/texting.ts), with to whom it goes. */
export type TextOutboxRow = z.infer<typeof textOutboxRowSchema>;

/** GET /api/admin/texts/outbox: the latest texts of the outbox (without a provider, they all wait there). */
export function useTextOutbox() {
  return useQuery({
    queryKey: ["admin", "texts", "outbox"],
    queryFn: () => apiJson<TextOutboxRow[]>("GET", "/api/admin/texts/outbox"),
  });
}
