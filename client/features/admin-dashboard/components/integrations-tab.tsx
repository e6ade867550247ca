import { Webhook } from "lucide-react";
import { useState } from "react";
import type { WebhookEndpointWithSecret } from "../../../../contract/integrations";
import { Button } from "../../../components/ui/button";
import { rich } from "../../../i18n/rich";
import { useT } from "../../../i18n/use-t";
import { useWebhooks } from "../api/get-webhooks";
import { ApiKeysPanel } from "./api-keys-panel";
import { SecretOnce } from "./secret-once";
import { EmptyState, ErrorState, LoadingState } from "./status-states";
import { WebhookCard } from "./webhook-card";
import { WebhookForm } from "./webhook-form";

function WebhooksPanel() {
  const t = useT();
  const endpoints = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <section aria-labelledby="webhooks-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="webhooks-heading" className="text-lg font-semibold text-slate-900">
            {t("admin.webhooks.title")}
          </h3>
          <p className="text-sm text-slate-600">{t("admin.webhooks.help")}</p>
        </div>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <Webhook className="h-4 w-4" aria-hidden="true" />
            {t("admin.webhooks.add")}
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
          title={t("admin.webhooks.secretFor", { url: created.url })}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      {endpoints.isPending ? (
        <LoadingState text={t("admin.webhooks.loading")} />
      ) : endpoints.isError ? (
        <ErrorState text={t("admin.webhooks.error")} error={endpoints.error} onRetry={() => void endpoints.refetch()} />
      ) : endpoints.data.length === 0 ? (
        <EmptyState>{t("admin.webhooks.empty")}</EmptyState>
      ) : (
        <ul
          aria-label={t("admin.webhooks.list")}
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
  const t = useT();
  if (!isAdmin) return <EmptyState>{t("admin.integrations.adminsOnly")}</EmptyState>;
  return (
    <div className="grid gap-8">
      <p className="text-sm text-slate-600">
        {rich(t("admin.integrations.intro"), [
          // biome-ignore lint/a11y/useAnchorContent: rich() puts the message's link text inside.
          <a key="docs" href="/api/docs" className="text-brand-700 underline" />,
        ])}
      </p>
      <WebhooksPanel />
      <ApiKeysPanel />
    </div>
  );
}
