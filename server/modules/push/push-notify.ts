import { type PushEventType, type PushMessageType, pushEventTypes } from "../../../contract/push";
import type { Database } from "../../db/client";
import { insertDeliveries, listPreferences, listStaffSubscriptions, transactionTime } from "./push.repository";
import { inQuietHours } from "./quiet-hours";

/** A new lead waits for nobody: these go out with `Urgency: high`, and expire sooner than a stale nudge. */
const URGENT: ReadonlySet<PushMessageType> = new Set([
  "lead.assigned",
  "lead.offered",
  "lead.escalated",
  "lead.withdrawn",
]);
const TTL_SECONDS: Record<"high" | "normal", number> = { high: 30 * 60, normal: 24 * 3600 };

export interface PushEvent {
  type: PushEventType;
  leadId: string;
  /**
   * What makes this event one event (the same key twice reaches a device once). Defaults to the
   * transaction's start time: a caller's transaction retried is then a new event, its rows a new outbox.
   */
  key?: string;
}

/**
 * The staff among `userIds` whom an event may reach now: those who did not turn it off and are not in
 * their quiet hours (`quietOnly`: only those awake, whatever they chose). A user with no preferences row
 * gets every event at any hour.
 */
export async function eligibleForPush(
  db: Database,
  userIds: number[],
  type: PushEventType,
  at: Date,
  options: { quietOnly?: boolean } = {},
): Promise<number[]> {
  const prefs = new Map((await listPreferences(db, userIds)).map((p) => [p.userId, p]));
  return userIds.filter((id) => {
    const p = prefs.get(id);
    if (!p) return true;
    return (options.quietOnly || p.events.includes(type)) && !inQuietHours(p, at);
  });
}

/**
 * Writes one push per device of each staff user in `userIds` to the push outbox, in the caller's
 * transaction (decision 035). The delivery words it in each agent's language from the lead's name and
 * type; preferences and quiet hours are respected here. The worker is woken by the lead event the caller
 * publishes, else by its poll (one second).
 */
export async function notifyStaff(tx: Database, userIds: number[], event: PushEvent): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0 || !(pushEventTypes as readonly string[]).includes(event.type)) return;
  const eligible = await eligibleForPush(tx, ids, event.type, new Date());
  await writePushes(tx, eligible, { type: event.type, leadId: event.leadId, key: event.key });
}

/** The rows of one message to every device of `userIds`, whatever their preferences (a withdrawal). */
export async function writePushes(
  tx: Database,
  userIds: number[],
  message: { type: PushMessageType; leadId: string; key?: string },
): Promise<number> {
  const subscriptions = await listStaffSubscriptions(tx, userIds);
  if (subscriptions.length === 0) return 0;
  const key = `${message.type}:${message.leadId}:${message.key ?? (await transactionTime(tx))}`;
  const urgency = URGENT.has(message.type) ? "high" : "normal";
  return insertDeliveries(
    tx,
    subscriptions.map((s) => ({
      subscriptionId: s.id,
      userId: s.userId,
      eventKey: key,
      type: message.type,
      leadId: message.leadId,
      urgency,
      ttlSeconds: TTL_SECONDS[urgency],
    })),
  );
}
