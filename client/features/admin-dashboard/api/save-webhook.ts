import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "../../../../contract/integrations";
import { apiJson } from "../../../lib/api-client";
import { webhookDeliveriesQueryOptions, webhooksQueryOptions } from "./get-webhooks";
import { toastError, toastSuccess } from "./notify";

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
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateWebhookEndpointInput & { id: number }) =>
      apiJson<WebhookEndpoint>("PATCH", `/api/admin/webhooks/${id}`, input),
    onSuccess: (endpoint) => {
      invalidate();
      toastSuccess(endpoint.enabled ? "Endpoint enabled" : "Endpoint disabled", endpoint.url);
    },
    onError: toastError,
  });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => apiJson<void>("DELETE", `/api/admin/webhooks/${endpoint.id}`),
    onSuccess: (_data, endpoint) => {
      invalidate();
      toastSuccess("Endpoint deleted", endpoint.url);
    },
    onError: toastError,
  });
}

/** A new secret (shown once); the old one keeps signing for a day. */
export function useRotateWebhookSecret() {
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      apiJson<WebhookEndpointWithSecret>("POST", `/api/admin/webhooks/${endpoint.id}/rotate-secret`, {}),
    onError: toastError,
  });
}

export function useResendDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delivery: WebhookDelivery) =>
      apiJson<WebhookDelivery>("POST", `/api/admin/webhooks/${endpointId}/deliveries/${delivery.id}/resend`, {}),
    onSuccess: (_data, delivery) => {
      void queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryOptions(endpointId).queryKey });
      toastSuccess("Delivery queued", `${delivery.eventType} will be sent again.`);
    },
    onError: toastError,
  });
}
