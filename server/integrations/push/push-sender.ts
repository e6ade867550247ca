import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import { type AddressPolicy, RefusedAddressError, resolveDestination } from "../webhooks/address-guard";
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

/** A lookup that answers with the address already checked, whatever is asked. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    } else {
      callback(null, address, family);
    }
  };
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
 * web-push, then POSTs it ourselves to the address the SSRF policy checked (as webhooks do), so a push
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
  const url = new URL(details.endpoint);
  const destination = await resolveDestination(url, policy);
  const client = url.protocol === "https:" ? https : http;
  const body = details.body as Buffer;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...(details.headers as Record<string, string>), "content-length": String(body.length) },
        lookup: pinnedLookup(destination.address, destination.family),
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}
