import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { OutboxAttachment } from "../../db/schema/email-outbox";
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
  /** Files sent with it (decision 046). */
  attachments?: OutboxAttachment[];
  /**
   * Who the e-mail is from (decision 050): the From display name, and where a reply goes without a reply
   * domain. `replyToLead`: a seller's e-mail, answered at the lead's own reply address when REPLY_DOMAIN is set.
   */
  sender?: { name: string; replyTo: string | null; replyToLead?: boolean };
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
  await db.insert(emailOutbox).values(emails.map(outboxValues));
}

function outboxValues(e: OutgoingEmail) {
  return {
    kind: e.kind,
    toAddress: e.to,
    subject: e.subject,
    textBody: e.text,
    htmlBody: e.html ?? null,
    leadId: e.leadId ?? null,
    unsubscribeUrl: e.unsubscribeUrl ?? null,
    attachments: e.attachments ?? null,
    fromName: e.sender?.name ?? null,
    replyTo: e.sender?.replyTo ?? null,
    replyToLead: e.sender?.replyToLead ?? false,
  };
}

/** An outbox row as a claim of the mail worker returns it (mail-worker.ts delivers it). */
export interface ClaimedEmail {
  id: number;
  attempts: number;
  created_at: string | Date;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  unsubscribe_url: string | null;
  attachments: OutboxAttachment[] | null;
  lead_id: string | null;
  from_name: string | null;
  reply_to: string | null;
  reply_to_lead: boolean;
}

/**
 * Writes e-mails to the outbox already claimed for their first attempt (attempts 1, hidden from every worker
 * for `leaseMs`), for this process to send straight after the transaction commits (`MailWorker.deliverNow`,
 * decision 048): the staff alert of a final lead goes out without waiting its turn on the database. The row
 * is the durable fallback: if this process dies before it is sent, the lease runs out and any worker sends
 * it. Call it with the event's transaction, as enqueueEmails.
 */
export async function enqueueEmailsToDeliverNow(
  db: Database,
  emails: OutgoingEmail[],
  leaseMs: number,
): Promise<ClaimedEmail[]> {
  if (emails.length === 0) return [];
  return db
    .insert(emailOutbox)
    .values(
      emails.map((e) => ({
        ...outboxValues(e),
        attempts: 1,
        nextAttemptAt: sql`now() + (${leaseMs} * interval '1 millisecond')`,
      })),
    )
    .returning({
      id: emailOutbox.id,
      attempts: emailOutbox.attempts,
      created_at: emailOutbox.createdAt,
      kind: emailOutbox.kind,
      to_address: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text_body: emailOutbox.textBody,
      html_body: emailOutbox.htmlBody,
      unsubscribe_url: emailOutbox.unsubscribeUrl,
      attachments: emailOutbox.attachments,
      lead_id: emailOutbox.leadId,
      from_name: emailOutbox.fromName,
      reply_to: emailOutbox.replyTo,
      reply_to_lead: emailOutbox.replyToLead,
    });
}

/** Writes one e-mail to the outbox and returns its row's id (a conversation's answer keeps it for its status). */
export async function enqueueEmail(db: Database, e: OutgoingEmail): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(outboxValues(e)).returning({ id: emailOutbox.id });
  return row?.id ?? 0;
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
