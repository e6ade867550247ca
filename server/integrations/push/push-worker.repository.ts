import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../lib/query-rows";
import { mine, type QueueClaim } from "../queue/queue.repository";

/** The push worker's reads and outcomes (push-worker.ts): each outcome written only while the claim is ours. */
const queue = { pendingStatus: "pending" };

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  full_name: string | null;
  lead_type: "cash" | "realtor" | null;
}

/** The device to push to, its active user's language and the lead as it is now; undefined when gone. */
export async function findPushTarget(
  db: Database,
  delivery: { subscriptionId: number; leadId: string | null },
): Promise<PushTarget | undefined> {
  const found = await db.execute(sql`
      SELECT s.endpoint, s.p256dh, s.auth, u.locale, l.full_name, l.type AS lead_type
      FROM push_subscriptions s
      JOIN users u ON u.id = s.user_id AND u.is_active
      LEFT JOIN leads l ON l.id = ${delivery.leadId}
      WHERE s.id = ${delivery.subscriptionId}`);
  return rowsOf<PushTarget>(found)[0];
}

/** The push service accepted it: the delivery is sent and its device's last success is now. */
export async function markPushSent(db: Database, claim: QueueClaim, responseStatus: number): Promise<void> {
  await db.execute(sql`
        WITH sent AS (
          UPDATE push_deliveries SET status = 'sent', sent_at = now(), response_status = ${responseStatus}, last_error = NULL
          WHERE ${mine(queue, claim)} RETURNING subscription_id
        )
        UPDATE push_subscriptions SET last_success_at = now() WHERE id IN (SELECT subscription_id FROM sent)`);
}

/** The browser dropped the subscription (404/410): the device goes, its pending deliveries with it. */
export async function removePushSubscription(db: Database, subscriptionId: number): Promise<void> {
  await db.execute(sql`DELETE FROM push_subscriptions WHERE id = ${subscriptionId}`);
}

/** Failed for good. */
export async function failPush(
  db: Database,
  claim: QueueClaim,
  outcome: { responseStatus: number | null; error: string },
): Promise<void> {
  await db.execute(sql`
      UPDATE push_deliveries SET status = 'failed', response_status = ${outcome.responseStatus}, last_error = ${outcome.error}
      WHERE ${mine(queue, claim)}`);
}

/** Not accepted: tried again in `delayMs`, or failed when `failed`. */
export async function retryPush(
  db: Database,
  claim: QueueClaim,
  outcome: { failed: boolean; responseStatus: number | null; error: string; delayMs: number },
): Promise<void> {
  await db.execute(sql`
      UPDATE push_deliveries
      SET status = ${outcome.failed ? "failed" : "pending"}, response_status = ${outcome.responseStatus}, last_error = ${outcome.error},
          next_attempt_at = now() + (${outcome.delayMs} * interval '1 millisecond')
      WHERE ${mine(queue, claim)}`);
}
