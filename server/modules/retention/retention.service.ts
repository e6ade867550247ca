import { subDays } from "date-fns";
import { sql } from "drizzle-orm";
import {
  AUDIT_LOG_RETENTION_DAYS,
  defaultRetentionSettings,
  IDEMPOTENCY_KEY_RETENTION_DAYS,
  type RetentionRemoved,
  type RetentionSettings,
  type RetentionStatus,
  retentionRemovedSchema,
  retentionSettingsSchema,
} from "../../../contract/privacy-settings";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema/index";
import { getSetting } from "../settings/settings.repository";

export const RETENTION_SETTINGS_KEY = "retention";
const NEXT_RUN_KEY = "retentionNextRunAt";
const LAST_RUN_KEY = "retentionLastRun";
/** The job runs once a day. */
export const RETENTION_EVERY_MS = 24 * 3600 * 1000;

export async function readRetentionSettings(db: Database): Promise<RetentionSettings> {
  const parsed = retentionSettingsSchema.safeParse(await getSetting(db, RETENTION_SETTINGS_KEY));
  return parsed.success ? parsed.data : { ...defaultRetentionSettings };
}

export async function saveRetentionSettings(db: Database, value: RetentionSettings): Promise<void> {
  await putSetting(db, RETENTION_SETTINGS_KEY, value);
}

async function putSetting(db: Database, key: string, value: unknown) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export async function readRetentionStatus(db: Database): Promise<RetentionStatus> {
  const next = await getSetting(db, NEXT_RUN_KEY);
  const last = await getSetting(db, LAST_RUN_KEY);
  const lastParsed =
    last && typeof last === "object" && "at" in last && typeof last.at === "string" && "removed" in last
      ? retentionRemovedSchema.safeParse(last.removed)
      : undefined;
  return {
    settings: await readRetentionSettings(db),
    nextRunAt: typeof next === "string" ? next : null,
    lastRun: lastParsed?.success ? { at: (last as { at: string }).at, removed: lastParsed.data } : null,
  };
}

const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/**
 * Deletes what the retention periods say is past keeping, as of `now`, in one transaction, and records
 * what it removed. Only these rows go: abandoned partial leads without contact details untouched for the
 * period (their notes and history by cascade; a guide of theirs stays, unattached, under the guide rule); guides whose visitor never became a lead; sent or
 * failed outbox e-mails and webhook deliveries; audit rows older than 2 years; idempotency keys past 30 days.
 * The consent ledger and the suppression list are never pruned: they are the evidence.
 */
export async function runRetention(db: Database, now: Date): Promise<RetentionRemoved> {
  const periods = await readRetentionSettings(db);
  const partialBefore = subDays(now, periods.partialLeadDays).toISOString();
  const guideBefore = subDays(now, periods.unconvertedGuideDays).toISOString();
  const outboxBefore = subDays(now, periods.outboxDays).toISOString();
  const auditBefore = subDays(now, AUDIT_LOG_RETENTION_DAYS).toISOString();
  const keysBefore = subDays(now, IDEMPOTENCY_KEY_RETENTION_DAYS).toISOString();
  const removed = await db.transaction(async (tx) => {
    // Guides first, while their leads still say whether the visitor became a lead.
    const unconvertedGuides = count(
      await tx.execute(sql`
        DELETE FROM sellers_guides g
        WHERE g.created_at < ${guideBefore}::timestamptz
          AND (g.lead_id IS NULL OR EXISTS (
            SELECT 1 FROM leads l WHERE l.id = g.lead_id AND l.status = 'Partial' AND l.submitted_at IS NULL))
        RETURNING g.token`),
    );
    const partialLeads = count(
      await tx.execute(sql`
        DELETE FROM leads
        WHERE unfinished AND submitted_at IS NULL AND updated_at < ${partialBefore}::timestamptz
        RETURNING id`),
    );
    const outboxEmails = count(
      await tx.execute(sql`
        DELETE FROM email_outbox
        WHERE status IN ('sent', 'failed') AND coalesce(sent_at, created_at) < ${outboxBefore}::timestamptz
        RETURNING id`),
    );
    const webhookDeliveries = count(
      await tx.execute(sql`
        DELETE FROM webhook_deliveries
        WHERE status IN ('sent', 'failed')
          AND coalesce(sent_at, last_attempt_at, created_at) < ${outboxBefore}::timestamptz
        RETURNING id`),
    );
    const auditRows = count(
      await tx.execute(sql`DELETE FROM audit_log WHERE at < ${auditBefore}::timestamptz RETURNING id`),
    );
    const idempotencyKeys = count(
      await tx.execute(
        sql`DELETE FROM api_idempotency_keys WHERE created_at < ${keysBefore}::timestamptz RETURNING key`,
      ),
    );
    const result = { partialLeads, unconvertedGuides, outboxEmails, webhookDeliveries, auditRows, idempotencyKeys };
    await putSetting(tx, LAST_RUN_KEY, { at: now.toISOString(), removed: result });
    return result;
  });
  return removed;
}

/**
 * Claims the day's run for this process: true when the run was due (or never scheduled) and the next run
 * was moved a day on by this very statement, so on a fleet exactly one process runs it.
 */
export async function claimRetentionRun(db: Database, now: Date): Promise<boolean> {
  const next = new Date(now.getTime() + RETENTION_EVERY_MS).toISOString();
  await db
    .insert(settings)
    .values({ key: NEXT_RUN_KEY, value: now.toISOString() })
    .onConflictDoNothing({ target: settings.key });
  const claimed = await db.execute(sql`
    UPDATE settings SET value = to_jsonb(${next}::text), updated_at = now()
    WHERE key = ${NEXT_RUN_KEY} AND (value #>> '{}')::timestamptz <= ${now.toISOString()}::timestamptz
    RETURNING key`);
  return count(claimed) > 0;
}
