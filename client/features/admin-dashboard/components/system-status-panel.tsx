import { useSystemStatus } from "../api/get-system-status";
import { ErrorState, LoadingState } from "./status-states";

export function SystemStatusPanel() {
  const status = useSystemStatus();
  if (status.isPending) return <LoadingState text="Loading system status..." />;
  if (status.isError) {
    return (
      <ErrorState
        text="System status could not be loaded."
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const { database, aiProvider, smtpConfigured, storage, outbox } = status.data;
  const items = [
    { label: "Database", value: database === "postgres" ? "PostgreSQL" : "Embedded (PGlite)" },
    { label: "AI provider", value: aiProvider === "openai" ? "OpenAI-compatible" : "Built-in" },
    {
      label: "E-mail delivery",
      value: smtpConfigured ? "SMTP configured" : "No SMTP: e-mails stay in the outbox below",
    },
    { label: "Image storage", value: storage === "s3" ? "S3-compatible" : "Local disk" },
    { label: "Outbox", value: `${outbox.pending} pending · ${outbox.sent} sent · ${outbox.failed} failed` },
    {
      label: "Oldest waiting e-mail",
      value: outbox.oldestPendingSeconds === null ? "None waiting" : `${outbox.oldestPendingSeconds} s old`,
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.label}</dt>
          <dd className="mt-1 text-sm text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
