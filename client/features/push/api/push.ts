import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadOffer, OpenOffer, PushPreferences, PushStatus } from "../../../../contract/push";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError, apiJson, apiRequest } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";
import { currentSubscription, subscribeThisDevice } from "../utils/push-browser";

export const pushStatusQueryOptions = () =>
  queryOptions({
    queryKey: ["push", "preferences"],
    queryFn: () => apiJson<PushStatus>("GET", "/api/push/preferences"),
  });

export function usePushStatus() {
  return useQuery(pushStatusQueryOptions());
}

/** PUT /api/push/preferences: which events notify me, and my quiet hours. */
export function useSavePushPreferences() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PushPreferences) => apiJson<PushStatus>("PUT", "/api/push/preferences", input),
    onSuccess: (status) => {
      queryClient.setQueryData(pushStatusQueryOptions().queryKey, status);
      toast({ title: t("push.saved") });
    },
    onError: (error) => toast({ title: t("push.failed"), description: errorMessage(error, t), variant: "destructive" }),
  });
}

/** Turns notifications on for this device (permission, subscription, POST /api/push/subscriptions) or off. */
export function useDeviceNotifications() {
  const t = useT();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pushStatusQueryOptions().queryKey });
  const fail = (error: Error) =>
    toast({
      title: t("push.failed"),
      description:
        error.message === "notifications-denied"
          ? t("push.denied")
          : error instanceof ApiRequestError
            ? errorMessage(error, t)
            : t("push.browserRefused"),
      variant: "destructive",
    });
  const enable = useMutation({
    mutationFn: async () => {
      const { publicKey } = await apiJson<{ publicKey: string }>("GET", "/api/push/public-key");
      const subscription = await subscribeThisDevice(publicKey);
      await apiJson("POST", "/api/push/subscriptions", subscription);
    },
    onSuccess: () => {
      refresh();
      toast({ title: t("push.enabled") });
    },
    onError: fail,
  });
  const disable = useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await apiRequest("DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint }).catch(() => undefined);
      await subscription.unsubscribe();
    },
    onSuccess: () => {
      refresh();
      toast({ title: t("push.disabled") });
    },
    onError: fail,
  });
  return { enable, disable };
}

export const openOffersQueryOptions = () =>
  queryOptions({
    queryKey: ["offers"],
    queryFn: () => apiJson<OpenOffer[]>("GET", "/api/offers"),
    meta: liveMeta({ on: ["lead"] }),
  });

/** Leads offered to me that nobody has claimed yet (the dashboard's Claim list). */
export function useOpenOffers(live: boolean) {
  return useQuery({ ...openOffersQueryOptions(), refetchInterval: pollWhenOffline(live) });
}

export const leadOfferQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "offer"],
    queryFn: () => apiJson<LeadOffer>("GET", `/api/leads/${encodeURIComponent(leadId)}/offer`),
    meta: liveMeta({ on: ["lead"], leadId }),
  });

export function useLeadOffer(leadId: string, live: boolean) {
  return useQuery({ ...leadOfferQueryOptions(leadId), refetchInterval: pollWhenOffline(live) });
}

/** POST /api/leads/{id}/claim: the first agent to claim an offered lead gets it (decision 036). */
export function useClaimLead() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) =>
      apiJson<{ leadId: string; agentId: number }>("POST", `/api/leads/${encodeURIComponent(leadId)}/claim`, {}),
    onSuccess: (_result, leadId) => {
      toast({ title: t("push.claimed") });
      void queryClient.invalidateQueries({ queryKey: ["lead", leadId] });
      void queryClient.invalidateQueries({ queryKey: openOffersQueryOptions().queryKey });
    },
    onError: (error, leadId) => {
      toast({ title: t("push.claimFailed"), description: errorMessage(error, t), variant: "destructive" });
      void queryClient.invalidateQueries({ queryKey: ["lead", leadId] });
      void queryClient.invalidateQueries({ queryKey: openOffersQueryOptions().queryKey });
    },
  });
}
