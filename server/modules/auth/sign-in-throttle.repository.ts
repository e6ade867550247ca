import { createHash } from "node:crypto";
import type { DatabaseHandle, PreparedSql } from "../../db/client";

/** Failed sign-ins one account may take in the window before it is refused (429). */
export const ACCOUNT_MAX_FAILURES = 10;
/** Distinct accounts one client IP may fail on in the window before that IP is refused (a spray). */
export const IP_MAX_ACCOUNTS = 30;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

const windowSql = `now() - interval '${THROTTLE_WINDOW_MS / 1000} seconds'`;

/**
 * Seconds until the account, and until the IP, may try again (0 when allowed). The account is free
 * once its 10th latest failure leaves the window; the IP once its 30th latest account does.
 */
const waitSql: PreparedSql = {
  name: "sign_in_throttle_wait",
  text: `select
  coalesce((select ceil(extract(epoch from (failed_at + interval '${THROTTLE_WINDOW_MS / 1000} seconds' - now())))
    from sign_in_failures where account_hash = $1 and failed_at > ${windowSql}
    order by failed_at desc offset ${ACCOUNT_MAX_FAILURES - 1} limit 1), 0)::int as account_wait,
  coalesce((select ceil(extract(epoch from (last_at + interval '${THROTTLE_WINDOW_MS / 1000} seconds' - now())))
    from (select max(failed_at) as last_at from sign_in_failures where ip = $2 and failed_at > ${windowSql}
      group by account_hash) as accounts
    order by last_at desc offset ${IP_MAX_ACCOUNTS - 1} limit 1), 0)::int as ip_wait`,
};

const recordSql: PreparedSql = {
  name: "sign_in_throttle_record",
  text: "insert into sign_in_failures (account_hash, ip) values ($1, $2)",
};

const clearSql: PreparedSql = {
  name: "sign_in_throttle_clear",
  text: "delete from sign_in_failures where account_hash = $1 and ip = $2",
};

const purgeSql: PreparedSql = {
  name: "sign_in_throttle_purge",
  text: `delete from sign_in_failures where failed_at < ${windowSql}`,
};

/** The account as the throttle stores it: no e-mail address in the table. */
function accountHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/**
 * Failed sign-ins counted in the database (decision 007), so every process shares the bound: per
 * account (10 failures in 15 minutes, whatever the IP) and per IP over all accounts (30 accounts).
 */
export async function signInRetryAfter(database: DatabaseHandle, ip: string, email: string): Promise<number> {
  const [row] = await database.query<{ account_wait: number; ip_wait: number }>(waitSql, [accountHash(email), ip]);
  return Math.max(row?.account_wait ?? 0, row?.ip_wait ?? 0, 0);
}

export async function recordSignInFailure(database: DatabaseHandle, ip: string, email: string): Promise<void> {
  await database.query(recordSql, [accountHash(email), ip]);
}

/** A successful sign-in forgives this IP's failures on the account (not other IPs'). */
export async function clearSignInFailures(database: DatabaseHandle, ip: string, email: string): Promise<void> {
  await database.query(clearSql, [accountHash(email), ip]);
}

export async function purgeSignInFailures(database: DatabaseHandle): Promise<void> {
  await database.query(purgeSql, []);
}
