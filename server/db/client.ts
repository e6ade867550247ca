import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = "pglite" | "postgres";

/** A fixed SQL text; on PostgreSQL it becomes a named prepared statement (parsed and planned once). */
export interface PreparedSql {
  name: string;
  text: string;
}

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Runs one fixed statement without the query builder, for the few hot paths that need it. */
  query<Row>(statement: PreparedSql, params: unknown[]): Promise<Row[]>;
  /**
   * Applies the committed SQL migrations (idempotent), then runs `thenUnderLock` (the seed) before the
   * lock is released: processes starting together on one PostgreSQL migrate and seed one after another.
   */
  migrate(thenUnderLock?: () => Promise<unknown>): Promise<void>;
  /**
   * LISTEN on a channel (own connection on PostgreSQL, kept alive); returns the function that stops it.
   * `onReconnect` runs after the connection was lost and is listening again: notifications sent in
   * between are lost, so listeners must catch up.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded engine, when the driver is PGlite. */
  pglite?: PGlite;
  /** The connection pool, when the driver is PostgreSQL. */
  pool?: pg.Pool;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** An arbitrary constant: serialises migrations of several processes sharing one PostgreSQL. */
const MIGRATION_LOCK_ID = 724_031_991;

export type OpenDatabaseOptions =
  | {
      driver: "postgres";
      url: string;
      poolSize?: number;
      /** How long a query waits for a free pooled connection (or a new one to open) before it fails. */
      poolWaitMs?: number;
    }
  /** `dataDir` undefined means in memory; `pglite` hands over an instance already opened. */
  | { driver: "pglite"; dataDir?: string; pglite?: PGlite };

/** How long PGlite may run statements back to back before other callbacks get a turn (decision 058). */
export const PGLITE_SLICE_MS = 5;
const sharing = new WeakSet<PGlite>();

/**
 * PGlite runs each statement synchronously on this thread, and the statements of a transaction (or of
 * queries waiting their turn) follow each other through promise callbacks only: while the queue of statements
 * lasts, no socket is read. Under 46 saves a second the SMTP conversations of the staff alerts got a turn
 * only between saves, and an alert waited 10-20 s. Before a statement, once `PGLITE_SLICE_MS` has passed
 * since the last turn, the event loop gets one (sockets, timers) and the statement runs after it.
 */
function shareTheThread(pglite: PGlite): void {
  if (sharing.has(pglite)) return;
  sharing.add(pglite);
  const runExclusiveQuery = pglite._runExclusiveQuery.bind(pglite);
  let lastTurn = performance.now();
  pglite._runExclusiveQuery = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (performance.now() - lastTurn >= PGLITE_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      lastTurn = performance.now();
    }
    return runExclusiveQuery(fn);
  };
  queueAheadOfSaves(pglite);
}

const ahead = new AsyncLocalStorage<true>();

/**
 * Runs `fn` with its statements ahead of the others waiting for PGlite's one connection (decision 061): an
 * outbox delivery's few statements (its claim, its "sent") go before the queued saves' transactions, so the
 * moment between a peer taking a message and the row saying so stays short (a crash in it sends the message
 * again). No effect on PostgreSQL, where each statement has a connection of its own.
 */
export function aheadOfSaves<T>(fn: () => Promise<T>): Promise<T> {
  return ahead.run(true, fn);
}

/**
 * Every use of the connection (a transaction, or a statement outside one) waits at one gate, in order of
 * arrival, except that what runs inside `aheadOfSaves` goes before everything else that waits.
 */
function queueAheadOfSaves(pglite: PGlite): void {
  const runExclusiveTransaction = pglite._runExclusiveTransaction.bind(pglite);
  const waiting: { first: boolean; go: () => void }[] = [];
  let held = false;
  pglite._runExclusiveTransaction = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (held) {
      const first = ahead.getStore() === true;
      await new Promise<void>((go) => {
        const at = first ? waiting.findIndex((w) => !w.first) : -1;
        if (at < 0) waiting.push({ first, go });
        else waiting.splice(at, 0, { first, go });
      });
    }
    held = true;
    try {
      return await runExclusiveTransaction(fn);
    } finally {
      const next = waiting.shift();
      if (next) next.go();
      else held = false;
    }
  };
}

export function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A request waits this long for a connection, then fails (503, server/db/unavailable.ts) instead of
      // queueing without end behind a database that is gone or a pool that is full (decision 044).
      connectionTimeoutMillis: options.poolWaitMs ?? 5000,
    });
    // A connection the server cuts (a restart, a failover, pg_terminate_backend, a proxy's idle-killer)
    // must fail the query on it, never the process. pg-pool listens on idle clients only (`pool.on`) and
    // removes that listener while a client is checked out, so a client cut between two statements of a
    // transaction emitted an unhandled 'error' and the process exited. Every client gets its own listener
    // for its whole life; the pool drops a broken client on release.
    pool.on("error", () => {});
    pool.on("connect", (client) => {
      client.on("error", () => {});
    });
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      pool,
      async query<Row>(statement: PreparedSql, params: unknown[]) {
        const result = await pool.query({ name: statement.name, text: statement.text, values: params });
        return result.rows as Row[];
      },
      async migrate(thenUnderLock) {
        // The lock lives on its own connection so that a pool of one can still run the migration.
        const client = new pg.Client({ connectionString: options.url });
        await client.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await migratePostgres(db as never, { migrationsFolder });
          await thenUnderLock?.();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
          await client.end();
        }
      },
      listen: (channel, onPayload, onReconnect) => listenPostgres(options.url, channel, onPayload, onReconnect),
      close: () => pool.end(),
    };
  }
  const pglite = options.pglite ?? (await createPglite(options.dataDir));
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  // PGlite has one connection: a transaction holds it, and a query that arrives meanwhile waits. A
  // transaction begun in the same turn as the last one ended took the connection again before that query
  // ran, so a loop of transactions (an import's batches) held every other request until it ended. Each
  // transaction now begins a task later: whatever waited runs first.
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    await new Promise((resolve) => setImmediate(resolve));
    return transaction(...args);
  }) as typeof db.transaction;
  shareTheThread(pglite);
  return {
    db,
    driver: "pglite",
    pglite,
    async query<Row>(statement: PreparedSql, params: unknown[]) {
      return (await pglite.query<Row>(statement.text, params)).rows;
    },
    async migrate(thenUnderLock) {
      await migratePglite(db as never, { migrationsFolder });
      await thenUnderLock?.();
    },
    async listen(channel, onPayload) {
      const stop = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** A dedicated LISTEN connection that reconnects after a failure, until stopped. */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  // Retries until listening again, also when a reconnect attempt itself fails (the database still down):
  // a LISTEN connection that gave up after one failed attempt left this process deaf for good (decision 003).
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, 1000);
  };
  const connect = async (again: boolean) => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    c.on("error", () => {
      c.end().catch(() => {});
      if (client === c) client = undefined;
      scheduleRetry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, "")}"`);
    } catch (error) {
      c.end().catch(() => {});
      if (!again) throw error;
      scheduleRetry();
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    if (again) onReconnect?.();
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
