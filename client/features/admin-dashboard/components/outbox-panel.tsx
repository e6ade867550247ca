import { clsx } from "clsx";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { OUTBOX_LIMIT, type OutboxStatus, useOutbox } from "../api/get-outbox";
import { OutboxItem } from "./outbox-item";
import { EmptyState, ErrorState, LoadingState } from "./status-states";

const filters: { value?: OutboxStatus; label: string }[] = [
  { label: "All" },
  { value: "pending", label: "Pending" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
];

/** The e-mail outbox: what was sent, what waits, what failed and why, with a retry. */
export function OutboxPanel() {
  const [status, setStatus] = useState<OutboxStatus>();
  const outbox = useOutbox(status);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">Filter e-mails by status</legend>
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
              {filter.label}
            </button>
          ))}
        </fieldset>
        <Button variant="ghost" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw className={clsx("h-4 w-4", outbox.isFetching && "animate-spin")} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {outbox.isPending ? (
        <LoadingState text="Loading e-mails..." />
      ) : outbox.isError ? (
        <ErrorState text="The outbox could not be loaded." error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.length === 0 ? (
        <EmptyState>{status ? `No ${status} e-mails.` : "No e-mails yet."}</EmptyState>
      ) : (
        <>
          <ul aria-label="E-mails" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {outbox.data.map((row) => (
              <OutboxItem key={row.id} row={row} />
            ))}
          </ul>
          {outbox.data.length === OUTBOX_LIMIT && (
            <p className="text-xs text-slate-500">Showing the newest {OUTBOX_LIMIT} e-mails.</p>
          )}
        </>
      )}
    </div>
  );
}
