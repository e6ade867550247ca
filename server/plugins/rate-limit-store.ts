import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { DatabaseHandle, PreparedSql } from "../db/client";

/** A fixed window per key: the first hit opens it, later hits count until it ends. One round trip. */
const incrementSql: PreparedSql = {
  name: "rate_limit_incr",
  text: `insert into rate_limit_counters as c (key, hits, reset_at)
values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
on conflict (key) do update set
  hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
  reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::bigint as ttl_ms`,
};

const readSql: PreparedSql = {
  name: "rate_limit_read",
  text: `select hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::bigint as ttl_ms
from rate_limit_counters where key = $1 and reset_at > now()`,
};

export const purgeRateLimitCountersSql: PreparedSql = {
  name: "rate_limit_purge",
  text: "delete from rate_limit_counters where reset_at < now() - interval '1 minute'",
};

/** A counter's hits in its current window and the milliseconds until that window ends. */
export interface CounterState {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: CounterState) => void;
interface CounterRow {
  hits: number;
  ttl_ms: string | number;
}

/**
 * One hit on the shared counter `key` (a window of `windowMs` opens at the first): for limits kept
 * outside a route's `config.rateLimit`, such as the API-key guess throttle (modules/api-keys/api-key-auth.plugin.ts).
 */
export async function hitCounter(database: DatabaseHandle, key: string, windowMs: number): Promise<CounterState> {
  const [row] = await database.query<CounterRow>(incrementSql, [key, windowMs]);
  return { current: row?.hits ?? 1, ttl: Number(row?.ttl_ms ?? windowMs) };
}

/** The shared counter `key` without counting: 0 hits when its window has ended or never opened. */
export async function readCounter(database: DatabaseHandle, key: string): Promise<CounterState> {
  const [row] = await database.query<CounterRow>(readSql, [key]);
  return { current: row?.hits ?? 0, ttl: Number(row?.ttl_ms ?? 0) };
}

/**
 * An @fastify/rate-limit store kept in PostgreSQL (or PGlite), so that every process sharing the
 * database shares each limit (decision 007). Each route gets its own namespace, as with the memory store.
 */
export function databaseRateLimitStore(database: DatabaseHandle): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly namespace = "app",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      hitCounter(database, `${this.namespace}|${key}`, timeWindow).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readCounter(database, `${this.namespace}|${key}`).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    /** Called with the route's merged limit options, which carry the route as `routeInfo`. */
    child(routeOptions: unknown): DatabaseRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const route = info?.url ? `${[info.method ?? ""].flat().join(",")} ${info.url}` : "app";
      return new DatabaseRateLimitStore(routeOptions, route);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
