import type { Database, DatabaseHandle } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { deviceCookieUserId, verifyDeviceCookie } from "./device-cookie";
import {
  ACCOUNT_MAX_FAILURES,
  accountBucket,
  clearDeviceFailures,
  clearSignInFailures,
  deviceBucket,
  deviceRetryAfter,
  recordSignInFailure,
  signInRetryAfter,
  THROTTLE_WINDOW_MS,
} from "./sign-in-throttle.repository";
import { findUserByEmail } from "./users.repository";

export interface SignInAttempt {
  ip: string;
  email: string;
  /** The browser's device cookie, as sent (unchecked). */
  deviceCookie: string | undefined;
}

/**
 * Whose allowance an attempt spends (decision 027): a browser with a genuine device cookie of this account has
 * its own; any other browser shares the account's, and its IP's over all accounts (decision 007).
 */
export type SignInGuard = { kind: "device"; bucket: string } | { kind: "shared" };

export async function signInGuard(db: Database, attempt: SignInAttempt): Promise<SignInGuard> {
  // Only a well-formed cookie costs a lookup; no answer differs for an unknown e-mail.
  if (deviceCookieUserId(attempt.deviceCookie) === undefined) return { kind: "shared" };
  const user = await findUserByEmail(db, attempt.email);
  const key = user ? verifyDeviceCookie(attempt.deviceCookie, user) : undefined;
  return key ? { kind: "device", bucket: deviceBucket(attempt.email, key) } : { kind: "shared" };
}

/** Seconds before this attempt may be checked at all (0: go ahead). */
export function signInWait(database: DatabaseHandle, attempt: SignInAttempt, guard: SignInGuard): Promise<number> {
  return guard.kind === "device"
    ? deviceRetryAfter(database, guard.bucket)
    : signInRetryAfter(database, attempt.ip, attempt.email);
}

/**
 * Counts a wrong password against the guard's bucket. The failure that locks the bucket (its 10th in the
 * window) writes `account.locked` to the audit trail when the account exists: subject the user id, the
 * IP of the attempt, no e-mail address.
 */
export async function recordSignInFailureFor(
  database: DatabaseHandle,
  attempt: SignInAttempt,
  guard: SignInGuard,
): Promise<void> {
  const bucket = guard.kind === "device" ? guard.bucket : accountBucket(attempt.email);
  const failures = await recordSignInFailure(database, attempt.ip, bucket);
  if (failures !== ACCOUNT_MAX_FAILURES) return;
  const user = await findUserByEmail(database.db, attempt.email);
  if (!user) return;
  await recordAudit(database.db, {
    actorId: null,
    actorEmail: null,
    action: "account.locked",
    subject: `user:${user.id}`,
    details: {
      scope: guard.kind === "device" ? "known_browser" : "account",
      failures,
      minutes: THROTTLE_WINDOW_MS / 60_000,
    },
    ip: attempt.ip,
  });
}

/** A right password forgives the known browser's own failures, or this IP's on the account. */
export async function recordSignInSuccessFor(
  database: DatabaseHandle,
  attempt: SignInAttempt,
  guard: SignInGuard,
): Promise<void> {
  if (guard.kind === "device") await clearDeviceFailures(database, guard.bucket);
  else await clearSignInFailures(database, attempt.ip, attempt.email);
}
