import { clsx } from "clsx";
import { RefreshCw } from "lucide-react";
import type { OutboxRow } from "../../../../contract/admin";
import { Button } from "../../../components/ui/button";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import { useRetryOutbox } from "../api/retry-outbox";
import { useFormats } from "../hooks/use-formats";

const badge: Record<OutboxRow["status"], string> = {
  pending: "bg-amber-100 text-amber-800",
  sent: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
};

/**
 * What each kind of e-mail is, in the screen's language: the subject is what went to the recipient, in
 * their language, so a French screen names the e-mail in French above the subject as sent (issue 44).
 */
const kindTitles = {
  new_lead: "admin.outbox.kind.new_lead",
  lead_started: "admin.outbox.kind.lead_started",
  consultation_request: "admin.outbox.kind.consultation_request",
  lead_acknowledgement: "admin.outbox.kind.lead_acknowledgement",
  agent_message: "admin.outbox.kind.agent_message",
  nurture_signal: "admin.outbox.kind.nurture_signal",
  text_reply: "admin.outbox.kind.text_reply",
  client_message: "admin.outbox.kind.client_message",
  action_plan: "admin.outbox.kind.action_plan",
  sellers_guide: "admin.outbox.kind.sellers_guide",
  lead_assigned: "admin.outbox.kind.lead_assigned",
  lead_reassigned_away: "admin.outbox.kind.lead_reassigned_away",
  lead_unclaimed: "admin.outbox.kind.lead_unclaimed",
  lead_overdue: "admin.outbox.kind.lead_overdue",
  webhook_disabled: "admin.outbox.kind.webhook_disabled",
  marketing_home_value: "admin.outbox.kind.marketing_home_value",
} as const satisfies Record<string, MessageId>;

export function OutboxItem({ row }: { row: OutboxRow }) {
  const t = useT();
  const { dateTime: when } = useFormats();
  const retry = useRetryOutbox();
  return (
    <li className="grid gap-2 px-4 py-3">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-56">
          {Object.hasOwn(kindTitles, row.kind) ? (
            <>
              <p className="font-medium break-words text-slate-900">
                {t(kindTitles[row.kind as keyof typeof kindTitles])}
              </p>
              <p className="text-sm break-words text-slate-700">
                {t("admin.outbox.subject", { subject: row.subject })}
              </p>
            </>
          ) : (
            <p className="font-medium break-words text-slate-900">{row.subject}</p>
          )}
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
