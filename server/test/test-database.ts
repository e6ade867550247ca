import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, type DatabaseHandle, openDatabase } from "../db/client";

/** Which engine this run tests against: PostgreSQL when the runner sets TEST_DB_DRIVER=postgres. */
export const testDriver: "pglite" | "postgres" = process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";

export const snapshotPath = ".tmp/test-db-snapshot.tar.gz";
/** The server bundle that tests start as a child process (built by global setup). */
export const testServerDir = ".tmp/test-server";
export const testServerBundle = `${testServerDir}/main.js`;

export function postgresUrl(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /**
   * Another handle on the same database, as a second process would have: on PostgreSQL its own pool, on
   * PGlite (one process by nature) the same instance. Closed by `dispose`.
   */
  openAnother(): Promise<DatabaseHandle>;
  /** Closes the connection and drops what was made for this test. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: PGlite restored from the snapshot that global setup migrated once, or a
 * PostgreSQL database cloned from the migrated template. Milliseconds instead of a full migration.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDriver === "pglite") {
    const snapshot = new Blob([await readFile(snapshotPath)]);
    const pglite = await createPglite(undefined, snapshot);
    const handle = await openDatabase({ driver: "pglite", pglite });
    return { handle, openAnother: async () => handle, dispose: () => handle.close() };
  }
  const template = inject("postgresTemplate");
  const name = `${template}_${randomBytes(6).toString("hex")}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const handle = await openDatabase({ driver: "postgres", url: postgresUrl(name), poolSize: 5 });
  const others: DatabaseHandle[] = [];
  return {
    handle,
    async openAnother() {
      const other = await openDatabase({ driver: "postgres", url: postgresUrl(name), poolSize: 5 });
      others.push(other);
      return other;
    },
    async dispose() {
      for (const other of others) await other.close();
      await handle.close();
      await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
