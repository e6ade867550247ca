import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { adLeads, metaConversionEvents } from "../../db/schema/index";
import { mine, type QueueClaim } from "../../integrations/queue/queue.repository";
import { rowsOf } from "../../lib/query-rows";

/** The Conversions API outbox's statements (decision 055); the worker's outcomes only while the claim is ours. */

/** The Meta lead id a lead came with, unless it was a test lead or erased; undefined for any other lead. */
export async function metaLeadgenIdOf(db: Database, leadId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ externalId: adLeads.externalId, isTest: adLeads.isTest })
    .from(adLeads)
    .where(and(eq(adLeads.leadId, leadId), eq(adLeads.platform, "meta")));
  if (!row || row.isTest || !/^\d+$/.test(row.externalId)) return undefined;
  return row.externalId;
}

/** Writes the event unless its event id was written before (ever): true when this call wrote it. */
export async function insertConversionEvent(
  tx: Database,
  row: { leadId: string; eventId: string; eventName: string; payload: unknown },
): Promise<boolean> {
  const written = await tx
    .insert(metaConversionEvents)
    .values(row)
    .onConflictDoNothing({ target: metaConversionEvents.eventId })
    .returning({ id: metaConversionEvents.id });
  return written.length > 0;
}

const queue = { pendingStatus: "pending" };

export async function markConversionSent(db: Database, claim: QueueClaim, responseStatus: number): Promise<void> {
  await db.execute(sql`
    UPDATE meta_conversion_events
    SET status = 'sent', sent_at = now(), last_attempt_at = now(), response_status = ${responseStatus}, last_error = NULL
    WHERE ${mine(queue, claim)}`);
}

/** A failed attempt: tried again in `delayMs`, or failed for good when `failed`. */
export async function retryConversion(
  db: Database,
  claim: QueueClaim,
  outcome: { failed: boolean; error: string; responseStatus: number | null; delayMs: number },
): Promise<void> {
  await db.execute(sql`
    UPDATE meta_conversion_events
    SET status = ${outcome.failed ? "failed" : "pending"}, last_error = ${outcome.error},
        response_status = ${outcome.responseStatus}, last_attempt_at = now(),
        next_attempt_at = now() + (${outcome.delayMs} * interval '1 millisecond')
    WHERE ${mine(queue, claim)}`);
}

/** Held back at delivery (consent withdrawn, turned off, the lead erased): never sent, its hashes dropped. */
export async function holdBackConversion(db: Database, claim: QueueClaim, reason: string): Promise<void> {
  await db.execute(sql`
    UPDATE meta_conversion_events
    SET status = 'failed', last_error = ${`Held back: ${reason}`}, last_attempt_at = now(),
        payload = '{"erased":true}'::jsonb
    WHERE ${mine(queue, claim)}`);
}

/** The lead's contact as the send-time consent check reads it, and whether it was erased. */
export async function leadContactOf(db: Database, leadId: string) {
  const result = await db.execute(
    sql`SELECT email, phone, erased_at IS NOT NULL AS erased FROM leads WHERE id = ${leadId}`,
  );
  return rowsOf<{ email: string | null; phone: string | null; erased: boolean }>(result)[0];
}

/**
 * Retention: finished events older than `before` lose their payload (the hashes); the row and its event id
 * stay so the same stage is never sent again. Returns how many were pruned.
 */
export async function pruneFinishedConversions(tx: Database, before: string): Promise<number> {
  const result = await tx.execute(sql`
    UPDATE meta_conversion_events SET payload = '{"erased":true}'::jsonb
    WHERE status IN ('sent', 'failed') AND payload <> '{"erased":true}'::jsonb
      AND coalesce(sent_at, last_attempt_at, created_at) < ${before}::timestamptz
    RETURNING id`);
  return rowsOf(result).length;
}
