import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../lib/query-rows";
import { mine, type QueueClaim } from "../queue/queue.repository";

/** The text worker's reads and outcomes (text-worker.ts): each outcome written only while the claim is ours. */
const queue = { pendingStatus: "pending" };

/** Of these provider sids, the ones already recorded for a text of ours. */
export async function recordedProviderSids(db: Database, sids: string[]): Promise<Set<string>> {
  if (sids.length === 0) return new Set();
  const known = await db.execute(sql`SELECT provider_sid FROM text_messages WHERE provider_sid IN ${sids}`);
  return new Set(rowsOf<{ provider_sid: string }>(known).map((r) => r.provider_sid));
}

/** The provider holds it: the outbox row is sent and its message gets the provider's sid; returns its lead. */
export async function markTextSent(
  db: Database,
  claim: QueueClaim,
  accepted: { sid: string; status: string },
): Promise<string | undefined> {
  const result = await db.execute(sql`
        WITH sent AS (
          UPDATE text_outbox SET status = 'sent', sent_at = now(), last_error = NULL
          WHERE ${mine(queue, claim)}
          RETURNING message_id
        )
        UPDATE text_messages
        SET provider_sid = ${accepted.sid},
            status = CASE WHEN status = 'queued' AND ${accepted.status} IN ('sent', 'delivered') THEN ${accepted.status} ELSE status END,
            status_at = now()
        WHERE id IN (SELECT message_id FROM sent)
        RETURNING lead_id`);
  return rowsOf<{ lead_id: string }>(result)[0]?.lead_id;
}

/** Held until the window opens: the claim's attempt is given back (waiting is not a failure). */
export async function deferText(db: Database, claim: QueueClaim, until: Date): Promise<void> {
  await db.execute(sql`
      UPDATE text_outbox
      SET attempts = attempts - 1, hold_until = ${until.toISOString()},
          next_attempt_at = GREATEST(${until.toISOString()}::timestamptz, now() + interval '1 second')
      WHERE ${mine(queue, claim)}`);
}

/** Not sent, for good: the outbox row and a still-queued message fail; returns its lead. */
export async function failText(db: Database, claim: QueueClaim, reason: string): Promise<string | undefined> {
  const result = await db.execute(sql`
      WITH failed AS (
        UPDATE text_outbox SET status = 'failed', last_error = ${reason}
        WHERE ${mine(queue, claim)}
        RETURNING message_id
      )
      UPDATE text_messages SET status = 'failed', status_at = now()
      WHERE id IN (SELECT message_id FROM failed) AND status = 'queued'
      RETURNING lead_id`);
  return rowsOf<{ lead_id: string }>(result)[0]?.lead_id;
}

/** A provider error: tried again in `delayMs`. */
export async function retryText(db: Database, claim: QueueClaim, error: string, delayMs: number): Promise<void> {
  await db.execute(sql`
      UPDATE text_outbox
      SET last_error = ${error}, next_attempt_at = now() + (${delayMs} * interval '1 millisecond')
      WHERE ${mine(queue, claim)}`);
}
