import { clsx } from "clsx";
import { RefreshCw } from "lucide-react";
import type { WebhookDelivery } from "../../../../contract/integrations";
import { Button } from "../../../components/ui/button";
import { stackedTable } from "../../../components/ui/stacked-table";
import { useT } from "../../../i18n/use-t";
import { useWebhookDeliveries } from "../api/get-webhooks";
import { useResendDelivery } from "../api/save-webhook";
import { useFormats } from "../hooks/use-formats";
import { EmptyState, ErrorState, LoadingState } from "./status-states";

const badge: Record<WebhookDelivery["status"], string> = {
  pending: "bg-amber-100 text-amber-800",
  sent: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
};

/** An endpoint's recent deliveries: status, response code, time and attempts, each resendable. */
export function WebhookDeliveries({ endpointId }: { endpointId: number }) {
  const t = useT();
  const formats = useFormats();
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendDelivery(endpointId);
  if (deliveries.isPending) return <LoadingState text={t("admin.deliveries.loading")} />;
  if (deliveries.isError)
    return (
      <ErrorState
        text={t("admin.deliveries.error")}
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
      />
    );
  if (deliveries.data.length === 0) return <EmptyState>{t("admin.deliveries.empty")}</EmptyState>;
  return (
    <div className="overflow-x-auto">
      <table className={stackedTable.table}>
        <caption className="sr-only">{t("admin.deliveries.caption")}</caption>
        <thead className={`text-xs text-slate-500 uppercase ${stackedTable.head}`}>
          <tr>
            <th scope="col" className="px-2 py-1">
              {t("admin.deliveries.col.event")}
            </th>
            <th scope="col" className="px-2 py-1">
              {t("admin.deliveries.col.status")}
            </th>
            <th scope="col" className="px-2 py-1">
              {t("admin.deliveries.col.response")}
            </th>
            <th scope="col" className="px-2 py-1">
              {t("admin.deliveries.col.time")}
            </th>
            <th scope="col" className="px-2 py-1">
              {t("admin.deliveries.col.attempts")}
            </th>
            <th scope="col" className="px-2 py-1">
              <span className="sr-only">{t("admin.deliveries.col.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${stackedTable.body}`}>
          {deliveries.data.map((d) => (
            <tr key={d.id} className={stackedTable.row}>
              <td
                data-label={t("admin.deliveries.col.event")}
                className={`px-2 py-1.5 font-mono text-xs ${stackedTable.cell}`}
              >
                {d.eventType}
              </td>
              <td data-label={t("admin.deliveries.col.status")} className={`px-2 py-1.5 ${stackedTable.cell}`}>
                <span className={clsx("rounded-full px-2 py-0.5 text-xs font-medium capitalize", badge[d.status])}>
                  {t(`admin.status.${d.status}`)}
                </span>
                {d.lastError && d.status !== "sent" && (
                  <p className="mt-1 text-xs break-words text-red-700">{d.lastError}</p>
                )}
              </td>
              <td data-label={t("admin.deliveries.col.response")} className={`px-2 py-1.5 ${stackedTable.cell}`}>
                {d.responseStatus ?? "—"}
              </td>
              <td
                data-label={t("admin.deliveries.col.time")}
                className={`px-2 py-1.5 whitespace-nowrap ${stackedTable.cell}`}
              >
                {formats.dateTime(d.lastAttemptAt ?? d.createdAt)}
              </td>
              <td data-label={t("admin.deliveries.col.attempts")} className={`px-2 py-1.5 ${stackedTable.cell}`}>
                {d.attempts}
              </td>
              <td className="px-2 py-1.5 text-right max-sm:block max-sm:text-left">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => resend.mutate(d)}
                  disabled={resend.isPending || d.status === "pending"}
                  aria-label={t("admin.deliveries.resendLabel", { event: d.eventType, id: d.id })}
                >
                  <RefreshCw className="h-4 w-4" aria-hidden="true" />
                  {t("admin.deliveries.resend")}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
