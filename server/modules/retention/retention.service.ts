import { subDays } from "date-fns";
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
import { pruneFinishedConversions } from "../ads/index";
import { deleteSignalsBefore } from "../nurture/nurture.service";
import { deleteFinishedPushDeliveries } from "../push/push.service";
import { getSetting, setSetting } from "../settings/settings.service";
import { deleteInboundReceiptsBefore } from "../texting/texting.service";
import {
  claimDueTimeSetting,
  deleteAbandonedPartialLeads,
  deleteAuditRowsBefore,
  deleteFinishedOutboxEmails,
  deleteFinishedWebhookDeliveries,
  deleteIdempotencyKeysBefore,
  deleteUnconvertedGuides,
} from "./retention.repository";

export const RETENTION_SETTINGS_KEY = "retention";
/** Decision 039: a seller's engagement signals are kept a year, then go. */
export const ENGAGEMENT_SIGNAL_DAYS = 365;
const NEXT_RUN_KEY = "retentionNextRunAt";
const LAST_RUN_KEY = "retentionLastRun";
/** The job runs once a day. */
export const RETENTION_EVERY_MS = 24 * 3600 * 1000;

export async function readRetentionSettings(db: Database): Promise<RetentionSettings> {
  const parsed = retentionSettingsSchema.safeParse(await getSetting(db, RETENTION_SETTINGS_KEY));
  return parsed.success ? parsed.data : { ...defaultRetentionSettings };
}

export async function saveRetentionSettings(db: Database, value: RetentionSettings): Promise<void> {
  await setSetting(db, RETENTION_SETTINGS_KEY, value);
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
    const unconvertedGuides = await deleteUnconvertedGuides(tx, guideBefore);
    const partialLeads = await deleteAbandonedPartialLeads(tx, partialBefore);
    const outboxEmails = await deleteFinishedOutboxEmails(tx, outboxBefore);
    const webhookDeliveries = await deleteFinishedWebhookDeliveries(tx, outboxBefore);
    const auditRows = await deleteAuditRowsBefore(tx, auditBefore);
    // The API's idempotency keys, and the inbound texts' provider ids kept to refuse a webhook posted again.
    const idempotencyKeys =
      (await deleteIdempotencyKeysBefore(tx, keysBefore)) + (await deleteInboundReceiptsBefore(tx, keysBefore));
    const engagementSignals = await deleteSignalsBefore(tx, subDays(now, ENGAGEMENT_SIGNAL_DAYS).toISOString());
    const pushDeliveries = await deleteFinishedPushDeliveries(tx, outboxBefore);
    // Conversions API events (decision 055): their hashes go, the event id stays so no stage goes twice.
    const conversionEvents = await pruneFinishedConversions(tx, outboxBefore);
    const result = {
      partialLeads,
      unconvertedGuides,
      outboxEmails,
      webhookDeliveries,
      auditRows,
      idempotencyKeys,
      engagementSignals,
      pushDeliveries,
      conversionEvents,
    };
    await setSetting(tx, LAST_RUN_KEY, { at: now.toISOString(), removed: result });
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
  return claimDueTimeSetting(db, NEXT_RUN_KEY, now.toISOString(), next);
}
