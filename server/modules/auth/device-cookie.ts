import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { UserRow } from "./users.repository";

/**
 * The OWASP "device cookie" (decision 027): a browser that signed in to an account gets this cookie, and its
 * failed sign-ins on that account then count against its own bucket instead of the account's shared one,
 * so nobody else's wrong passwords lock the owner out of their usual browser.
 */
export const DEVICE_COOKIE = "sp_device";
/** How long a browser stays known after its last sign-in. */
export const DEVICE_LIFETIME_S = 180 * 24 * 60 * 60;

/** `userId.nonce.mac`: 128 random bits, and an HMAC-SHA256 in base64url. */
const FORMAT = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * The MAC is keyed with the account's password hash: a secret that never leaves the database, the same in
 * every process, and replaced by a password reset, which therefore also forgets every known browser.
 */
function mac(user: Pick<UserRow, "id" | "passwordHash">, nonce: string): string {
  return createHmac("sha256", `sp_device:v1:${user.passwordHash}`).update(`${user.id}.${nonce}`).digest("base64url");
}

export function makeDeviceCookie(user: Pick<UserRow, "id" | "passwordHash">): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${user.id}.${nonce}.${mac(user, nonce)}`;
}

/** The account id a cookie claims, before it is checked (undefined for anything malformed). */
export function deviceCookieUserId(value: string | undefined): number | undefined {
  const match = value ? FORMAT.exec(value) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * The device's own key when `value` is a genuine device cookie of `user` (made by us for this account since
 * its last password change), else undefined: forged, altered, or another account's cookie.
 */
export function verifyDeviceCookie(
  value: string | undefined,
  user: Pick<UserRow, "id" | "passwordHash">,
): string | undefined {
  const match = value ? FORMAT.exec(value) : null;
  if (!match || Number(match[1]) !== user.id) return undefined;
  const nonce = match[2] as string;
  const expected = Buffer.from(mac(user, nonce));
  const given = Buffer.from(match[3] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  // The throttle stores a hash of the nonce, never the cookie itself.
  return createHash("sha256").update(nonce).digest("hex").slice(0, 32);
}
