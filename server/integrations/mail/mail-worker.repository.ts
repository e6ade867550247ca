import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mine, type QueueClaim } from "../queue/queue.repository";

/** The mail worker's outcomes (mail-worker.ts): each written only while the claim is still ours. */
const queue = { pendingStatus: "pending" };

/** Held back at delivery (no valid consent): failed, with the reason in the row's last error. */
export async function holdBackEmail(db: Database, claim: QueueClaim, reason: string): Promise<void> {
  await db.execute(sql`UPDATE email_outbox SET status = 'failed', last_error = ${reason} WHERE ${mine(queue, claim)}`);
}

/** A failed attempt: tried again in `delayMs`, or failed for good. */
export async function retryEmail(
  db: Database,
  claim: QueueClaim,
  outcome: { failed: boolean; error: string; delayMs: number },
): Promise<void> {
  await db.execute(sql`
    UPDATE email_outbox
    SET status = ${outcome.failed ? "failed" : "pending"}, last_error = ${outcome.error},
        next_attempt_at = now() + (${outcome.delayMs} * interval '1 millisecond')
    WHERE ${mine(queue, claim)}`);
}

/** The SMTP server accepted it. */
export async function markEmailSent(db: Database, claim: QueueClaim): Promise<void> {
  await db.execute(
    sql`UPDATE email_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE ${mine(queue, claim)}`,
  );
}
