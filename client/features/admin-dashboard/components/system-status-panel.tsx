import type { SystemStatus } from "../../../../contract/admin";
import { useT } from "../../../i18n/use-t";
import { useSystemStatus } from "../api/get-system-status";
import { formatDuration } from "./response-tab";
import { ErrorState, LoadingState } from "./status-states";

export function SystemStatusPanel() {
  const t = useT();
  const status = useSystemStatus();
  if (status.isPending) return <LoadingState text={t("admin.system.loading")} />;
  if (status.isError) {
    return <ErrorState text={t("admin.system.error")} error={status.error} onRetry={() => void status.refetch()} />;
  }
  const { database, aiProvider, smtpConfigured, storage, outbox, mail } = status.data;
  const items = [
    { label: t("admin.system.database"), value: database === "postgres" ? "PostgreSQL" : t("admin.system.embedded") },
    {
      label: t("admin.system.ai"),
      value: aiProvider === "openai" ? t("admin.system.openai") : t("admin.system.builtIn"),
    },
    {
      label: t("admin.system.email"),
      value: smtpConfigured ? t("admin.system.smtp") : t("admin.system.noSmtp"),
    },
    {
      label: t("admin.system.dkim"),
      value: mail.dkimKeyPresent ? t("admin.system.dkimOn") : t("admin.system.dkimOff"),
    },
    { label: t("admin.system.storage"), value: storage === "s3" ? t("admin.system.s3") : t("admin.system.disk") },
    {
      label: t("admin.system.outbox"),
      value: t("admin.system.outboxCounts", { pending: outbox.pending, sent: outbox.sent, failed: outbox.failed }),
    },
    {
      label: t("admin.system.oldest"),
      value:
        outbox.oldestPendingSeconds === null
          ? t("admin.system.noneWaiting")
          : t("admin.system.ageOld", { duration: formatDuration(t, outbox.oldestPendingSeconds) }),
    },
  ];
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.label}</dt>
            <dd className="mt-1 text-sm text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
      <MailDnsRecords from={mail.from} records={mail.dnsRecords} />
    </>
  );
}

/** The records the brokerage publishes so receivers trust its mail (decision 050); values wrap on a phone. */
function MailDnsRecords({ from, records }: { from: string; records: SystemStatus["mail"]["dnsRecords"] }) {
  const t = useT();
  return (
    <section className="mt-4" aria-labelledby="mail-dns-title">
      <h3 id="mail-dns-title" className="text-sm font-semibold text-slate-900">
        {t("admin.system.dnsTitle", { from })}
      </h3>
      <ul className="mt-2 grid gap-2">
        {records.map((r) => (
          <li key={`${r.purpose}-${r.name}`} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="font-medium text-slate-900">
              {t(`admin.system.dns.${r.purpose}`)} · {r.type} · <code className="break-all">{r.name}</code>
            </p>
            <p className="mt-1 break-all font-mono text-xs text-slate-700">{r.value}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
