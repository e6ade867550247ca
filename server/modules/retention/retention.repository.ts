import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema/index";
import { rowsOf } from "../../lib/query-rows";

/** How many rows a `RETURNING` statement gave back. */
const count = (result: unknown) => rowsOf<unknown>(result).length;

/**
 * Deletes the guides created before `before` whose visitor never became a lead (no lead, or a lead still
 * partial and never submitted). Run before the partial leads go, while their leads still say so.
 */
export async function deleteUnconvertedGuides(tx: Database, before: string): Promise<number> {
  return count(
    await tx.execute(sql`
        DELETE FROM sellers_guides g
        WHERE g.created_at < ${before}::timestamptz
          AND (g.lead_id IS NULL OR EXISTS (
            SELECT 1 FROM leads l WHERE l.id = g.lead_id AND l.status = 'Partial' AND l.submitted_at IS NULL))
        RETURNING g.token`),
  );
}

/** Deletes the abandoned partial leads untouched since `before` (their notes and history by cascade). */
export async function deleteAbandonedPartialLeads(tx: Database, before: string): Promise<number> {
  return count(
    await tx.execute(sql`
        DELETE FROM leads
        WHERE unfinished AND submitted_at IS NULL AND updated_at < ${before}::timestamptz
        RETURNING id`),
  );
}

/** Deletes the sent or failed outbox e-mails sent (or made) before `before`. */
export async function deleteFinishedOutboxEmails(tx: Database, before: string): Promise<number> {
  return count(
    await tx.execute(sql`
        DELETE FROM email_outbox
        WHERE status IN ('sent', 'failed') AND coalesce(sent_at, created_at) < ${before}::timestamptz
        RETURNING id`),
  );
}

/** Deletes the sent or failed webhook deliveries last touched before `before`. */
export async function deleteFinishedWebhookDeliveries(tx: Database, before: string): Promise<number> {
  return count(
    await tx.execute(sql`
        DELETE FROM webhook_deliveries
        WHERE status IN ('sent', 'failed')
          AND coalesce(sent_at, last_attempt_at, created_at) < ${before}::timestamptz
        RETURNING id`),
  );
}

export async function deleteAuditRowsBefore(tx: Database, before: string): Promise<number> {
  return count(await tx.execute(sql`DELETE FROM audit_log WHERE at < ${before}::timestamptz RETURNING id`));
}

export async function deleteIdempotencyKeysBefore(tx: Database, before: string): Promise<number> {
  return count(
    await tx.execute(sql`DELETE FROM api_idempotency_keys WHERE created_at < ${before}::timestamptz RETURNING key`),
  );
}

/**
 * Moves the setting `key` (an ISO time) to `next` when it is due as of `now`, creating it as `now` first
 * when missing; true when this very statement moved it, so on a fleet exactly one process claims a run.
 */
export async function claimDueTimeSetting(db: Database, key: string, now: string, next: string): Promise<boolean> {
  await db.insert(settings).values({ key, value: now }).onConflictDoNothing({ target: settings.key });
  const claimed = await db.execute(sql`
    UPDATE settings SET value = to_jsonb(${next}::text), updated_at = now()
    WHERE key = ${key} AND (value #>> '{}')::timestamptz <= ${now}::timestamptz
    RETURNING key`);
  return count(claimed) > 0;
}
