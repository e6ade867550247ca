import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { DatabaseHandle } from "../db/client";
import { incrementCounterRow, readCounterRow } from "./rate-limit.repository";

/** A counter's hits in its current window and the milliseconds until that window ends. */
export interface CounterState {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: CounterState) => void;

interface Waiter {
  resolve: (state: CounterState) => void;
  reject: (error: unknown) => void;
}
/** Per database, the keys whose increment is in flight and the hits that arrived meanwhile. */
const inFlight = new WeakMap<DatabaseHandle, Map<string, Waiter[]>>();

/**
 * One hit on the shared counter `key` (a window of `windowMs` opens at the first): for route limits
 * (`config.rateLimit`) and for limits kept outside them, such as the API-key guess throttle
 * (modules/api-keys/api-key-auth.plugin.ts). Hits are counted in the shared row before they are answered,
 * as one statement each did before, but a process keeps at most one statement per key in flight: the
 * hits that arrive meanwhile go together in the next one, and each gets its own place in the count
 * (decision 031). Under a burst from one address the hot row takes one update per round trip instead of
 * one per request; alone, a hit costs one statement as before.
 */
export function hitCounter(database: DatabaseHandle, key: string, windowMs: number): Promise<CounterState> {
  let keys = inFlight.get(database);
  if (!keys) {
    keys = new Map();
    inFlight.set(database, keys);
  }
  const slot = `${windowMs}|${key}`;
  const waiting = keys.get(slot);
  return new Promise<CounterState>((resolve, reject) => {
    if (waiting) {
      waiting.push({ resolve, reject });
      return;
    }
    keys.set(slot, []);
    void countHits(database, keys, slot, key, windowMs, [{ resolve, reject }]);
  });
}

async function countHits(
  database: DatabaseHandle,
  keys: Map<string, Waiter[]>,
  slot: string,
  key: string,
  windowMs: number,
  first: Waiter[],
): Promise<void> {
  let hits = first;
  while (hits.length > 0) {
    try {
      const row = await incrementCounterRow(database, key, windowMs, hits.length);
      const total = row?.hits ?? hits.length;
      const ttl = Number(row?.ttl_ms ?? windowMs);
      // In arrival order: the first of this batch is the hit after those counted before it.
      const before = total - hits.length;
      for (const [i, hit] of hits.entries()) hit.resolve({ current: before + 1 + i, ttl });
    } catch (error) {
      for (const hit of hits) hit.reject(error);
    }
    hits = keys.get(slot) ?? [];
    keys.set(slot, []);
  }
  keys.delete(slot);
}

/** The shared counter `key` without counting: 0 hits when its window has ended or never opened. */
export async function readCounter(database: DatabaseHandle, key: string): Promise<CounterState> {
  const row = await readCounterRow(database, key);
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
