import {
  type PushPreferences,
  type PushStatus,
  type PushSubscriptionInput,
  pushEventTypes,
} from "../../../contract/push";
import type { Database } from "../../db/client";
import { checkPushEndpoint } from "../../integrations/push/push-sender";
import { type AddressPolicy, RefusedAddressError, resolveDestination } from "../../integrations/webhooks/address-guard";
import { httpError } from "../../lib/http-error";
import {
  countSubscriptions,
  deleteSubscription,
  findPreferences,
  upsertPreferences,
  upsertSubscription,
} from "./push.repository";

const defaults: PushPreferences = {
  events: [...pushEventTypes],
  quietStart: null,
  quietEnd: null,
  timeZone: "America/Toronto",
};

/**
 * Keeps a device's subscription for the signed-in staff user. In production the push service must be
 * https and must not resolve to a private, loopback or link-local address (the webhook SSRF rules); the
 * same check runs again before every send.
 */
export async function subscribe(
  db: Database,
  userId: number,
  input: PushSubscriptionInput,
  policy: AddressPolicy & { production: boolean },
) {
  try {
    checkPushEndpoint(input.endpoint, policy.production);
    if (policy.production) await resolveDestination(new URL(input.endpoint), policy);
  } catch (error) {
    if (error instanceof RefusedAddressError || error instanceof Error) throw httpError("push_endpoint_refused", {});
    throw error;
  }
  const row = await upsertSubscription(db, {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expiresAt: input.expirationTime ? new Date(input.expirationTime) : null,
  });
  return { id: row.id, endpoint: row.endpoint };
}

export async function unsubscribe(db: Database, userId: number, endpoint: string): Promise<void> {
  if (!(await deleteSubscription(db, userId, endpoint))) throw httpError("push_subscription_not_found", {});
}

export async function pushStatus(db: Database, userId: number): Promise<PushStatus> {
  const prefs = await findPreferences(db, userId);
  const devices = await countSubscriptions(db, userId);
  if (!prefs) return { ...defaults, devices };
  const events = pushEventTypes.filter((t) => prefs.events.includes(t));
  return { events, quietStart: prefs.quietStart, quietEnd: prefs.quietEnd, timeZone: prefs.timeZone, devices };
}

export async function savePreferences(db: Database, userId: number, input: PushPreferences): Promise<PushStatus> {
  // Quiet hours are a span: both ends or neither.
  const quiet =
    input.quietStart && input.quietEnd
      ? { quietStart: input.quietStart, quietEnd: input.quietEnd }
      : { quietStart: null, quietEnd: null };
  await upsertPreferences(db, userId, { events: [...new Set(input.events)], timeZone: input.timeZone, ...quiet });
  return pushStatus(db, userId);
}

export { deleteFinishedPushDeliveries } from "./push.repository";
