import type { DatabaseHandle, PreparedSql } from "../db/client";

/** The shared rate-limit counters (decision 007): fixed statements, prepared once on PostgreSQL. */

/**
 * A fixed window per key: the first hit opens it, later hits count until it ends. One round trip adds the
 * $3 hits a process gathered while its previous statement for the key was in flight (hitCounter).
 */
const incrementSql: PreparedSql = {
  name: "rate_limit_incr_n",
  text: `insert into rate_limit_counters as c (key, hits, reset_at)
values ($1, $3::integer, now() + make_interval(secs => $2::double precision / 1000))
on conflict (key) do update set
  hits = case when c.reset_at <= now() then excluded.hits else c.hits + excluded.hits end,
  reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::bigint as ttl_ms`,
};

const readSql: PreparedSql = {
  name: "rate_limit_read",
  text: `select hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::bigint as ttl_ms
from rate_limit_counters where key = $1 and reset_at > now()`,
};

const purgeSql: PreparedSql = {
  name: "rate_limit_purge",
  text: "delete from rate_limit_counters where reset_at < now() - interval '1 minute'",
};

interface CounterRow {
  hits: number;
  ttl_ms: string | number;
}

/** Adds `hits` to `key`'s window (opening one of `windowMs` when none is open); the window's total and time left. */
export async function incrementCounterRow(database: DatabaseHandle, key: string, windowMs: number, hits: number) {
  const [row] = await database.query<CounterRow>(incrementSql, [key, windowMs, hits]);
  return row;
}

export async function readCounterRow(database: DatabaseHandle, key: string) {
  const [row] = await database.query<CounterRow>(readSql, [key]);
  return row;
}

/** Drops the counters whose window ended more than a minute ago. */
export async function purgeRateLimitCounters(database: DatabaseHandle): Promise<void> {
  await database.query(purgeSql, []);
}
