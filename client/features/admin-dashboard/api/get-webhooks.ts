import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WebhookDelivery, WebhookEndpoint } from "../../../../contract/integrations";
import { apiJson } from "../../../lib/api-client";

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "webhooks"],
    queryFn: () => apiJson<WebhookEndpoint[]>("GET", "/api/admin/webhooks"),
  });

export const webhookDeliveriesQueryOptions = (endpointId: number) =>
  queryOptions({
    queryKey: ["admin", "webhooks", endpointId, "deliveries"],
    queryFn: () => apiJson<WebhookDelivery[]>("GET", `/api/admin/webhooks/${endpointId}/deliveries`),
    // Deliveries change on their own (retries): keep the list fresh while it is open.
    refetchInterval: 5000,
  });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}

export function useWebhookDeliveries(endpointId: number) {
  return useQuery(webhookDeliveriesQueryOptions(endpointId));
}
