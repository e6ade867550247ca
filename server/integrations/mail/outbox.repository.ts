import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema/index";
import { rowsOf } from "../../lib/query-rows";

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  leadId?: string;
  /** Set on commercial e-mail: mail apps then offer one-click unsubscribe (List-Unsubscribe, RFC 8058). */
  unsubscribeUrl?: string;
}

export interface OutboxStats {
  pending: number;
  sent: number;
  failed: number;
  /** Age of the oldest pending e-mail, 0 when none waits. */
  oldestPendingAgeSeconds: number;
  /** Age of the oldest e-mail that is due now and not yet claimed: large only when no worker is working. */
  oldestDueAgeSeconds: number;
}
/**
 * Writes e-mails to the outbox. Call it with the transaction of the event that causes them, so the
 * mail exists exactly when the event does; the worker delivers it after commit.
 */
export async function enqueueEmails(db: Database, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db.insert(emailOutbox).values(
    emails.map((e) => ({
      kind: e.kind,
      toAddress: e.to,
      subject: e.subject,
      textBody: e.text,
      htmlBody: e.html ?? null,
      leadId: e.leadId ?? null,
      unsubscribeUrl: e.unsubscribeUrl ?? null,
    })),
  );
}

/** The queue's state in one read, for System Settings, /metrics and readiness. */
export async function outboxStats(db: Database): Promise<OutboxStats> {
  const result = await db.execute(sql`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'sent')::int AS sent,
           count(*) FILTER (WHERE status = 'failed')::int AS failed,
           extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::float8 AS oldest,
           extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE status = 'pending' AND next_attempt_at <= now()))::float8 AS oldest_due
    FROM email_outbox`);
  const row = rowsOf<{
    pending: number;
    sent: number;
    failed: number;
    oldest: number | null;
    oldest_due: number | null;
  }>(result)[0];
  return {
    pending: row?.pending ?? 0,
    sent: row?.sent ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingAgeSeconds: Math.max(0, row?.oldest ?? 0),
    oldestDueAgeSeconds: Math.max(0, row?.oldest_due ?? 0),
  };
}
