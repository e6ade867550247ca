import { useState } from "react";
import type { WebhookEndpoint, WebhookEndpointWithSecret } from "../../../../contract/integrations";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useT } from "../../../i18n/use-t";
import { useDeleteWebhook, useRotateWebhookSecret, useUpdateWebhook } from "../api/save-webhook";
import { SecretOnce } from "./secret-once";
import { WebhookDeliveries } from "./webhook-deliveries";

export interface WebhookCardProps {
  endpoint: WebhookEndpoint;
}

/** One endpoint: what it sends where, on or off (and why), its deliveries, secret rotation, delete. */
export function WebhookCard({ endpoint }: WebhookCardProps) {
  const t = useT();
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [newSecret, setNewSecret] = useState<WebhookEndpointWithSecret | null>(null);

  return (
    <li className="grid gap-3 px-4 py-4" aria-label={endpoint.url}>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-mono text-sm wrap-anywhere text-slate-900">{endpoint.url}</p>
          {endpoint.description && <p className="text-sm text-slate-600">{endpoint.description}</p>}
          <p className="text-xs text-slate-500">{t("admin.webhooks.events", { events: endpoint.events.join(", ") })}</p>
        </div>
        <span
          className={
            endpoint.enabled
              ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800"
              : "rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700"
          }
        >
          {endpoint.enabled ? t("admin.enabled") : t("admin.disabled")}
        </span>
      </div>
      {endpoint.disabledReason && <p className="text-sm text-red-700">{endpoint.disabledReason}</p>}
      {newSecret && (
        <SecretOnce title={t("admin.webhooks.newSecret")} secret={newSecret.secret} onDone={() => setNewSecret(null)} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setShowDeliveries((v) => !v)}
          aria-expanded={showDeliveries}
        >
          {showDeliveries ? t("admin.webhooks.hideDeliveries") : t("admin.webhooks.showDeliveries")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
        >
          {endpoint.enabled ? t("admin.webhooks.disable") : t("admin.webhooks.enable")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setConfirmRotate(true)}>
          {t("admin.webhooks.rotate")}
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setConfirmDelete(true)}>
          {t("admin.delete")}
        </Button>
      </div>
      {showDeliveries && <WebhookDeliveries endpointId={endpoint.id} />}
      <ConfirmDialog
        open={confirmRotate}
        title={t("admin.webhooks.rotateTitle")}
        confirmLabel={t("admin.webhooks.rotate")}
        busy={rotate.isPending}
        onCancel={() => setConfirmRotate(false)}
        onConfirm={() =>
          rotate.mutate(endpoint, {
            onSuccess: (rotated) => {
              setConfirmRotate(false);
              setNewSecret(rotated);
            },
          })
        }
      >
        {t("admin.webhooks.rotateText")}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t("admin.webhooks.deleteTitle")}
        confirmLabel={t("admin.webhooks.deleteConfirm")}
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate(endpoint, { onSuccess: () => setConfirmDelete(false) })}
      >
        {t("admin.webhooks.deleteText", { url: endpoint.url })}
      </ConfirmDialog>
    </li>
  );
}
