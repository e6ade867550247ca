import { createHash, createHmac, timingSafeEqual } from "node:crypto";

const digest = (value: string | Buffer) => createHash("sha256").update(value).digest();

/** True when `given` is the configured secret; constant time, and its length tells nothing either. */
export function sameSecret(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== "string") return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Meta's `X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret
 * (Webhooks, "Validating Payloads"). Compared in constant time before the body is parsed.
 */
export function metaSignatureValid(raw: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== "string" || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = createHmac("sha256", appSecret).update(raw).digest();
  return timingSafeEqual(Buffer.from(header.slice(7).toLowerCase(), "hex"), expected);
}
