import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Locale } from "../../../../contract/locale";
import type { CallList, LeadBrief, LeadNurture, PlanRun } from "../../../../contract/nurture";
import { toast } from "../../../components/ui/use-toast";
import { useLocale, useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

const leadPath = (leadId: string) => `/api/leads/${encodeURIComponent(leadId)}`;

/** GET /api/leads/{id}/nurture: the lead's plans, signals, score and the plans to start. */
export const leadNurtureQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "nurture"],
    queryFn: () => apiJson<LeadNurture>("GET", `${leadPath(leadId)}/nurture`),
    meta: liveMeta({ on: ["lead"], leadId }),
  });

export function useLeadNurture(leadId: string, live: boolean) {
  return useQuery({ ...leadNurtureQueryOptions(leadId), refetchInterval: pollWhenOffline(live) });
}

/** GET /api/leads/{id}/brief: a draft made by software, fetched when the card opens. */
/** The brief with its summary in the reader's language (the suggested message stays in the seller's). */
export const leadBriefQueryOptions = (leadId: string, locale: Locale) =>
  queryOptions({
    queryKey: ["lead", leadId, "brief", locale],
    queryFn: () => apiJson<LeadBrief>("GET", `${leadPath(leadId)}/brief?locale=${locale}`),
    staleTime: 5 * 60_000,
  });

export function useLeadBrief(leadId: string) {
  return useQuery(leadBriefQueryOptions(leadId, useLocale()));
}

function useLeadMutation<I>(
  leadId: string,
  run: (input: I) => Promise<unknown>,
  done: string,
  alsoStale: readonly unknown[][] = [],
) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leadNurtureQueryOptions(leadId).queryKey });
      for (const queryKey of alsoStale) void queryClient.invalidateQueries({ queryKey });
      toast({ title: t(done as Parameters<typeof t>[0]) });
    },
    onError: (error) =>
      toast({
        title: t("nurture.toastError"),
        description: error instanceof Error ? errorMessage(error, t) : String(error),
        variant: "destructive",
      }),
  });
}

export function useStartPlan(leadId: string) {
  return useLeadMutation(
    leadId,
    (planId: number) => apiJson<PlanRun[]>("POST", `${leadPath(leadId)}/plans`, { planId }),
    "nurture.card.started",
  );
}

export function useRunAction(leadId: string) {
  return useLeadMutation(
    leadId,
    ({ runId, action }: { runId: number; action: "pause" | "resume" | "stop" }) =>
      apiJson<PlanRun[]>("POST", `${leadPath(leadId)}/plans/${runId}`, { action }),
    "nurture.card.updated",
  );
}

export function useSendBrief(leadId: string) {
  return useLeadMutation(
    leadId,
    (message: string) => apiJson<{ ok: true }>("POST", `${leadPath(leadId)}/brief/send`, { message }),
    "nurture.brief.sent",
    // The brief's summary says the e-mail went: read it again (in every language it was read in).
    [["lead", leadId, "brief"]],
  );
}

/** GET /api/nurture/call-list: today's call list, highest score first. */
export const callListQueryOptions = () =>
  queryOptions({
    queryKey: ["nurture", "call-list"],
    queryFn: () => apiJson<CallList>("GET", "/api/nurture/call-list"),
    meta: liveMeta({ on: ["lead"] }),
  });

export function useCallList(live: boolean) {
  return useQuery({ ...callListQueryOptions(), refetchInterval: pollWhenOffline(live) });
}
