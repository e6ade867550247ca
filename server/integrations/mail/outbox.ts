import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema/index";

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

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

export interface OutboxStats {
  pending: number;
  failed: number;
  /** Age of the oldest pending e-mail that is due, 0 when none is. */
  oldestPendingAgeSeconds: number;
}

/** The queue's health in one read: what waits, what gave up, and how long the oldest due row has waited. */
export async function outboxStats(db: Database): Promise<OutboxStats> {
  const result = await db.execute<{ pending: number; failed: number; oldest: number | null }>(sql`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'failed')::int AS failed,
           extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending' AND next_attempt_at <= now()))::float8 AS oldest
    FROM email_outbox`);
  const row = (result as unknown as { rows: { pending: number; failed: number; oldest: number | null }[] }).rows[0];
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingAgeSeconds: Math.max(0, row?.oldest ?? 0),
  };
}
