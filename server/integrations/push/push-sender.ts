import webpush from "web-push";
import { type AddressPolicy, RefusedAddressError } from "../webhooks/address-guard";
import { postPinned } from "../webhooks/webhook-sender";
import type { VapidKeys } from "./vapid-keys";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  ttlSeconds: number;
  urgency: "high" | "normal";
  /** Notifications about one lead replace each other at the push service too (RFC 8030 Topic). */
  topic?: string;
}

/** In production a push service is reached over https only (the webhook rules refuse private addresses). */
export function checkPushEndpoint(endpoint: string, production: boolean): void {
  const url = new URL(endpoint);
  if (production && url.protocol !== "https:") throw new RefusedAddressError("Refused: a push service must use https");
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new RefusedAddressError("Refused: not an http(s) address");
}

/**
 * Encrypts `payload` for one device (RFC 8291, aes128gcm) and signs the request (RFC 8292 VAPID) with
 * web-push, then POSTs it through the webhooks' `postPinned` to the address the SSRF policy checked, so a push
 * service's name can never be made to resolve somewhere private between check and connect. Redirects are
 * not followed. Resolves with the push service's status.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: PushOptions,
  keys: VapidKeys,
  subject: string,
  policy: AddressPolicy & { production: boolean },
  timeoutMs: number,
): Promise<number> {
  checkPushEndpoint(target.endpoint, policy.production);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      ...(options.topic ? { topic: options.topic } : {}),
      contentEncoding: "aes128gcm",
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    },
  );
  return postPinned(
    details.endpoint,
    details.headers as Record<string, string>,
    details.body as Buffer,
    policy,
    timeoutMs,
  );
}
