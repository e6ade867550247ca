import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pushDeliveries, pushPreferences, pushSubscriptions, users } from "../../db/schema/index";
import { rowsOf } from "../../lib/query-rows";

export type PushPreferencesRow = typeof pushPreferences.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewDelivery {
  subscriptionId: number;
  userId: number;
  eventKey: string;
  type: string;
  leadId: string | null;
  urgency: "high" | "normal";
  ttlSeconds: number;
}

/** Subscriptions of active staff accounts among `userIds`. */
export async function listStaffSubscriptions(db: Database, userIds: number[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ s: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(inArray(pushSubscriptions.userId, userIds), eq(users.isActive, true), eq(users.userType, "agent")));
  return rows.map((r) => r.s);
}

export async function listPreferences(db: Database, userIds: number[]): Promise<PushPreferencesRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(pushPreferences).where(inArray(pushPreferences.userId, userIds));
}

export async function findPreferences(db: Database, userId: number): Promise<PushPreferencesRow | undefined> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  return row;
}

export async function upsertPreferences(
  db: Database,
  userId: number,
  values: Pick<PushPreferencesRow, "events" | "quietStart" | "quietEnd" | "timeZone">,
): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { ...values, updatedAt: new Date() } });
}

/** Writes deliveries; one already written for the same device and event is left as it is. */
export async function insertDeliveries(db: Database, rows: NewDelivery[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(pushDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: [pushDeliveries.subscriptionId, pushDeliveries.eventKey] })
    .returning({ id: pushDeliveries.id });
  return inserted.length;
}

/** The transaction's start time, the same for every statement of it: an event's key within one transaction. */
export async function transactionTime(db: Database): Promise<string> {
  const result = await db.execute(sql`select (extract(epoch from now()) * 1000000)::bigint::text as t`);
  return rowsOf<{ t: string }>(result)[0]?.t ?? String(Date.now());
}

/** Adds a device (or moves an endpoint to the user who now holds it). */
export async function upsertSubscription(
  db: Database,
  values: { userId: number; endpoint: string; p256dh: string; auth: string; expiresAt: Date | null },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, expiresAt: values.expiresAt },
    })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return row;
}

export async function deleteSubscription(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function countSubscriptions(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** Open reminders that fell due in the last day by `now`, with whom they belong to (the reminder.due push). */
export async function listRecentlyDueReminders(db: Database, now: Date) {
  const result = await db.execute(sql`
    SELECT r.id, r.lead_id, r.user_id, r.due_date FROM reminders r
    WHERE NOT r.completed AND r.user_id IS NOT NULL
      AND r.due_date <= ${now.toISOString()}::timestamptz
      AND r.due_date > ${now.toISOString()}::timestamptz - interval '1 day'
      -- Only reminders a device of the owner has not had yet (the event key pushDueReminders gives them),
      -- so a run never goes over reminders already pushed, and the cap never hides new ones behind them.
      AND EXISTS (
        SELECT 1 FROM push_subscriptions s
        WHERE s.user_id = r.user_id AND NOT EXISTS (
          SELECT 1 FROM push_deliveries d
          WHERE d.subscription_id = s.id
            AND d.event_key = 'reminder.due:' || r.lead_id || ':' || r.id || ':'
              || (extract(epoch from r.due_date) * 1000)::bigint))
    ORDER BY r.due_date
    LIMIT 500`);
  return rowsOf<{ id: number; lead_id: string; user_id: number; due_date: string | Date }>(result);
}

/** Retention (decision 035): sent or failed pushes older than `before` (ISO) go, as the e-mail outbox's do. */
export async function deleteFinishedPushDeliveries(db: Database, before: string): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM push_deliveries
    WHERE status IN ('sent', 'failed') AND coalesce(sent_at, next_attempt_at, created_at) < ${before}::timestamptz
    RETURNING id`);
  return rowsOf<unknown>(result).length;
}
