import { clsx } from "clsx";
import { RefreshCw } from "lucide-react";
import type { OutboxRow } from "../../../../contract/admin";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useRetryOutbox } from "../api/retry-outbox";
import { useFormats } from "../hooks/use-formats";

const badge: Record<OutboxRow["status"], string> = {
  pending: "bg-amber-100 text-amber-800",
  sent: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
};

export function OutboxItem({ row }: { row: OutboxRow }) {
  const t = useT();
  const { dateTime: when } = useFormats();
  const retry = useRetryOutbox();
  return (
    <li className="grid gap-2 px-4 py-3">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-medium break-words text-slate-900">{row.subject}</p>
          <p className="text-sm wrap-anywhere text-slate-600">{t("admin.outbox.to", { address: row.toAddress })}</p>
        </div>
        <span className={clsx("rounded-full px-2 py-0.5 text-xs font-medium capitalize", badge[row.status])}>
          {t(`admin.status.${row.status}`)}
        </span>
      </div>
      <p className="text-xs text-slate-500">
        {t("admin.outbox.queued", { when: when(row.createdAt) })}
        {row.sentAt && ` · ${t("admin.outbox.sentAt", { when: when(row.sentAt) })}`}
        {row.status !== "sent" && row.attempts > 0 && ` · ${t("admin.outbox.attempts", { count: row.attempts })}`}
      </p>
      {row.lastError && (
        <p className="text-sm break-words text-red-700">{t("admin.outbox.lastError", { error: row.lastError })}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <details className="min-w-0 flex-1 text-sm">
          <summary className="cursor-pointer text-brand-700">{t("admin.outbox.show")}</summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded bg-slate-50 p-3 text-xs whitespace-pre-wrap">
            {row.textBody}
          </pre>
        </details>
        {/* Only a failed e-mail needs a hand: a pending one is still in the worker's queue (docs/accessibility.md). */}
        {row.status === "failed" && (
          <Button variant="secondary" size="sm" onClick={() => retry.mutate(row)} disabled={retry.isPending}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {retry.isPending ? t("admin.outbox.retrying") : t("admin.outbox.retry")}
          </Button>
        )}
      </div>
    </li>
  );
}
