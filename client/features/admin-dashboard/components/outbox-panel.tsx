import { clsx } from "clsx";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import { OUTBOX_LIMIT, type OutboxStatus, useOutbox } from "../api/get-outbox";
import { OutboxItem } from "./outbox-item";
import { EmptyState, ErrorState, LoadingState } from "./status-states";

const filters: { value?: OutboxStatus; label: MessageId }[] = [
  { label: "admin.outbox.all" },
  { value: "pending", label: "admin.outbox.filter.pending" },
  { value: "sent", label: "admin.outbox.filter.sent" },
  { value: "failed", label: "admin.outbox.filter.failed" },
];

/** The e-mail outbox: what was sent, what waits, what failed and why, with a retry. */
export function OutboxPanel() {
  const t = useT();
  const [status, setStatus] = useState<OutboxStatus>();
  const outbox = useOutbox(status);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{t("admin.outbox.filter")}</legend>
          {filters.map((filter) => (
            <button
              key={filter.label}
              type="button"
              aria-pressed={status === filter.value}
              onClick={() => setStatus(filter.value)}
              className={clsx(
                "h-8 rounded-md px-3 text-sm font-medium",
                status === filter.value
                  ? "bg-brand-700 text-white"
                  : "border border-slate-300 bg-white hover:bg-slate-100",
              )}
            >
              {t(filter.label)}
            </button>
          ))}
        </fieldset>
        <Button variant="ghost" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw className={clsx("h-4 w-4", outbox.isFetching && "animate-spin")} aria-hidden="true" />
          {t("admin.outbox.refresh")}
        </Button>
      </div>
      {outbox.isPending ? (
        <LoadingState text={t("admin.outbox.loading")} />
      ) : outbox.isError ? (
        <ErrorState text={t("admin.outbox.error")} error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.length === 0 ? (
        <EmptyState>{t("admin.outbox.empty", { status: status ?? "none" })}</EmptyState>
      ) : (
        <>
          <ul
            aria-label={t("admin.outbox.list")}
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {outbox.data.map((row) => (
              <OutboxItem key={row.id} row={row} />
            ))}
          </ul>
          {outbox.data.length === OUTBOX_LIMIT && (
            <p className="text-xs text-slate-500">{t("admin.outbox.newest", { limit: OUTBOX_LIMIT })}</p>
          )}
        </>
      )}
    </div>
  );
}
