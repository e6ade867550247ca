import { createHmac, randomBytes } from "node:crypto";

const SECRET_PREFIX = "whsec_";

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString("base64")}`;
}

/** The stable `webhook-id` of a message: kept on every attempt and on a resend. */
export function newWebhookMessageId(): string {
  return `msg_${randomBytes(16).toString("base64url")}`;
}

/**
 * `v1,<base64 HMAC-SHA256>` of `{id}.{timestamp}.{body}`, keyed with the secret's base64-decoded bytes
 * (Standard Webhooks, "Signature scheme").
 */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  const digest = createHmac("sha256", key).update(`${messageId}.${timestamp}.${body}`).digest("base64");
  return `v1,${digest}`;
}

/** The three headers of one attempt; several secrets (during a rotation) give space-separated signatures. */
export function webhookHeaders(
  secrets: string[],
  messageId: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((s) => signWebhook(s, messageId, timestamp, body)).join(" "),
  };
}
