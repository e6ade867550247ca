import { createHash } from "node:crypto";
import { and, eq, gt, like, or, sql } from "drizzle-orm";
import type { Database, DatabaseHandle, PreparedSql } from "../../db/client";
import { signInFailures } from "../../db/schema/index";

/** Failed sign-ins one account (or one known browser of it) may take in the window before it is refused (429). */
export const ACCOUNT_MAX_FAILURES = 10;
/** Distinct accounts one client IP may fail on in the window before that IP is refused (a spray). */
export const IP_MAX_ACCOUNTS = 30;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

const windowSql = `now() - interval '${THROTTLE_WINDOW_MS / 1000} seconds'`;

/** Seconds until a bucket (an account, or a known browser of one) is free: when its 10th latest failure leaves the window. */
const bucketWaitSql = `coalesce((select ceil(extract(epoch from (failed_at + interval '${THROTTLE_WINDOW_MS / 1000} seconds' - now())))
    from sign_in_failures where account_hash = $1 and failed_at > ${windowSql}
    order by failed_at desc offset ${ACCOUNT_MAX_FAILURES - 1} limit 1), 0)::int`;

/**
 * Seconds until the account, and until the IP, may try again (0 when allowed). The IP is free once its
 * 30th latest account leaves the window; a known browser's failures (a bucket with ":") are no spray.
 */
const waitSql: PreparedSql = {
  name: "sign_in_throttle_wait",
  text: `select
  ${bucketWaitSql} as account_wait,
  coalesce((select ceil(extract(epoch from (last_at + interval '${THROTTLE_WINDOW_MS / 1000} seconds' - now())))
    from (select max(failed_at) as last_at from sign_in_failures
      where ip = $2 and failed_at > ${windowSql} and strpos(account_hash, ':') = 0
      group by account_hash) as accounts
    order by last_at desc offset ${IP_MAX_ACCOUNTS - 1} limit 1), 0)::int as ip_wait`,
};

const oneBucketWaitSql: PreparedSql = {
  name: "sign_in_throttle_bucket_wait",
  text: `select ${bucketWaitSql} as wait`,
};

const clearSql: PreparedSql = {
  name: "sign_in_throttle_clear",
  text: "delete from sign_in_failures where account_hash = $1 and ip = $2",
};

const clearBucketSql: PreparedSql = {
  name: "sign_in_throttle_clear_bucket",
  text: "delete from sign_in_failures where account_hash = $1",
};

const purgeSql: PreparedSql = {
  name: "sign_in_throttle_purge",
  text: `delete from sign_in_failures where failed_at < ${windowSql}`,
};

/** The account as the throttle stores it: no e-mail address in the table. */
export function accountBucket(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** One known browser's own bucket on an account (decision 027): the account's hash, then the device's. */
export function deviceBucket(email: string, deviceKey: string): string {
  return `${accountBucket(email)}:device:${deviceKey}`;
}

/**
 * Failed sign-ins counted in the database (decision 007), so every process shares the bound: per
 * account (10 failures in 15 minutes, whatever the IP) and per IP over all accounts (30 accounts).
 */
export async function signInRetryAfter(database: DatabaseHandle, ip: string, email: string): Promise<number> {
  const [row] = await database.query<{ account_wait: number; ip_wait: number }>(waitSql, [accountBucket(email), ip]);
  return Math.max(row?.account_wait ?? 0, row?.ip_wait ?? 0, 0);
}

/** Seconds until a known browser may try again: its own 10 failures, not the account's. */
export async function deviceRetryAfter(database: DatabaseHandle, bucket: string): Promise<number> {
  const [row] = await database.query<{ wait: number }>(oneBucketWaitSql, [bucket]);
  return Math.max(row?.wait ?? 0, 0);
}

// Classid of the advisory locks below (the other argument is the bucket's hashtext).
const THROTTLE_LOCK_CLASS = 30;

/**
 * Records one failure in a bucket and returns how many the bucket now holds in the window. Failures of one
 * bucket are counted one after another (an advisory lock), so exactly one of them sees the 10th, whatever
 * the number of processes: that one writes the lockout to the audit trail.
 */
export async function recordSignInFailure(database: DatabaseHandle, ip: string, bucket: string): Promise<number> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}::int, hashtext(${bucket}))`);
    await tx.insert(signInFailures).values({ accountHash: bucket, ip });
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(and(eq(signInFailures.accountHash, bucket), gt(signInFailures.failedAt, sql.raw(windowSql))));
    return row?.n ?? 0;
  });
}

/** A successful sign-in forgives this IP's failures on the account (not other IPs'). */
export async function clearSignInFailures(database: DatabaseHandle, ip: string, email: string): Promise<void> {
  await database.query(clearSql, [accountBucket(email), ip]);
}

/** A successful sign-in from a known browser forgives that browser's own failures. */
export async function clearDeviceFailures(database: DatabaseHandle, bucket: string): Promise<void> {
  await database.query(clearBucketSql, [bucket]);
}

/**
 * An admin's unlock (decision 027): drops every counted failure of the account and of its known browsers, in
 * the table every process reads, so the next sign-in anywhere is allowed. Pass the transaction that also
 * writes the audit row.
 */
export async function unlockAccount(
  db: Database,
  email: string,
): Promise<{ wasLocked: boolean; clearedFailures: number }> {
  const bucket = accountBucket(email);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(and(eq(signInFailures.accountHash, bucket), gt(signInFailures.failedAt, sql.raw(windowSql))));
  const cleared = await db
    .delete(signInFailures)
    .where(or(eq(signInFailures.accountHash, bucket), like(signInFailures.accountHash, `${bucket}:%`)))
    .returning({ id: signInFailures.id });
  return { wasLocked: (row?.n ?? 0) >= ACCOUNT_MAX_FAILURES, clearedFailures: cleared.length };
}

export async function purgeSignInFailures(database: DatabaseHandle): Promise<void> {
  await database.query(purgeSql, []);
}
