import { Webhook } from "lucide-react";
import { useState } from "react";
import type { WebhookEndpointWithSecret } from "../../../../contract/integrations";
import { Button } from "../../../components/ui/button";
import { useWebhooks } from "../api/get-webhooks";
import { ApiKeysPanel } from "./api-keys-panel";
import { SecretOnce } from "./secret-once";
import { EmptyState, ErrorState, LoadingState } from "./status-states";
import { WebhookCard } from "./webhook-card";
import { WebhookForm } from "./webhook-form";

function WebhooksPanel() {
  const endpoints = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <section aria-labelledby="webhooks-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="webhooks-heading" className="text-lg font-semibold text-slate-900">
            Webhooks
          </h3>
          <p className="text-sm text-slate-600">
            Lead events are sent, signed, to these addresses. Failed deliveries are retried for a day.
          </p>
        </div>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <Webhook className="h-4 w-4" aria-hidden="true" />
            Add endpoint
          </Button>
        )}
      </div>
      {adding && (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <WebhookForm
            onCancel={() => setAdding(false)}
            onCreated={(endpoint) => {
              setAdding(false);
              setCreated(endpoint);
            }}
          />
        </div>
      )}
      {created && (
        <SecretOnce
          title={`Signing secret for ${created.url}`}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      {endpoints.isPending ? (
        <LoadingState text="Loading endpoints..." />
      ) : endpoints.isError ? (
        <ErrorState
          text="Endpoints could not be loaded."
          error={endpoints.error}
          onRetry={() => void endpoints.refetch()}
        />
      ) : endpoints.data.length === 0 ? (
        <EmptyState>No webhook endpoints yet.</EmptyState>
      ) : (
        <ul
          aria-label="Webhook endpoints"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {endpoints.data.map((endpoint) => (
            <WebhookCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      )}
    </section>
  );
}

export interface IntegrationsTabProps {
  isAdmin: boolean;
}

/** Webhooks out, API keys in (decisions 015 and 016); admins only. */
export function IntegrationsTab({ isAdmin }: IntegrationsTabProps) {
  if (!isAdmin) return <EmptyState>Only admins can manage integrations.</EmptyState>;
  return (
    <div className="grid gap-8">
      <p className="text-sm text-slate-600">
        Connect the portal to the brokerage's other tools. The{" "}
        <a href="/api/docs" className="text-brand-700 underline">
          API reference
        </a>{" "}
        documents the API and every webhook payload.
      </p>
      <WebhooksPanel />
      <ApiKeysPanel />
    </div>
  );
}
