import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "../../../../contract/integrations";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { webhookDeliveriesQueryOptions, webhooksQueryOptions } from "./get-webhooks";
import { useNotify } from "./notify";

function useInvalidateWebhooks() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey });
}

/** Creates an endpoint; the answer holds its signing secret, shown once. */
export function useCreateWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpointInput) =>
      apiJson<WebhookEndpointWithSecret>("POST", "/api/admin/webhooks", input),
    onSuccess: invalidate,
  });
}

export function useUpdateWebhook() {
  const invalidate = useInvalidateWebhooks();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateWebhookEndpointInput & { id: number }) =>
      apiJson<WebhookEndpoint>("PATCH", `/api/admin/webhooks/${id}`, input),
    onSuccess: (endpoint) => {
      invalidate();
      notify.success(
        t(endpoint.enabled ? "admin.webhooks.enabledToast" : "admin.webhooks.disabledToast"),
        endpoint.url,
      );
    },
    onError: notify.error,
  });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidateWebhooks();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => apiJson<void>("DELETE", `/api/admin/webhooks/${endpoint.id}`),
    onSuccess: (_data, endpoint) => {
      invalidate();
      notify.success(t("admin.webhooks.deletedToast"), endpoint.url);
    },
    onError: notify.error,
  });
}

/** A new secret (shown once); the old one keeps signing for a day. */
export function useRotateWebhookSecret() {
  const notify = useNotify();
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      apiJson<WebhookEndpointWithSecret>("POST", `/api/admin/webhooks/${endpoint.id}/rotate-secret`, {}),
    onError: notify.error,
  });
}

export function useResendDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: (delivery: WebhookDelivery) =>
      apiJson<WebhookDelivery>("POST", `/api/admin/webhooks/${endpointId}/deliveries/${delivery.id}/resend`, {}),
    onSuccess: (_data, delivery) => {
      void queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryOptions(endpointId).queryKey });
      notify.success(t("admin.deliveries.queued"), t("admin.deliveries.queuedText", { event: delivery.eventType }));
    },
    onError: notify.error,
  });
}
