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
