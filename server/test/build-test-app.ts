import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { type AppDependencies, buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database, DatabaseHandle } from "../db/client";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  /** Every log line the app wrote so far, for tests that check what is (not) logged. */
  logs(): string;
  close(): Promise<void>;
}

/** The person-hash key of the apps tests build (privacy/person-hash-key.ts). */
export const TEST_PERSON_HASH_KEY = "test-person-hash-key-0123456789abcdef";

/** The real app on its own fresh, migrated database; `env` overrides configuration variables. */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDependencies, "mailWorkerOptions" | "webhookWorkerOptions" | "pushWorkerOptions"> = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const app = await buildAppOn(testDatabase.handle, env, deps);
  return {
    ...app,
    async close() {
      await app.close();
      await testDatabase.dispose();
    },
  };
}

/**
 * Two apps on one database, as two processes behind a load balancer: on PostgreSQL each has its own
 * connection pool; on PGlite they share the one instance.
 */
export async function buildTestAppPair(env: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
  const testDatabase: TestDatabase = await createTestDatabase();
  const first = await buildAppOn(testDatabase.handle, env, {});
  const second = await buildAppOn(await testDatabase.openAnother(), env, {});
  let closed = false;
  const closeBoth = async () => {
    if (closed) return;
    closed = true;
    await first.close();
    await second.close();
    await testDatabase.dispose();
  };
  return [
    { ...first, close: closeBoth },
    { ...second, close: closeBoth },
  ];
}

/** The app on a database that someone else disposes of; `close` closes the app only. */
async function buildAppOn(
  database: DatabaseHandle,
  env: Record<string, string>,
  deps: Pick<AppDependencies, "mailWorkerOptions" | "webhookWorkerOptions" | "pushWorkerOptions">,
): Promise<TestApp> {
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      DEMO: "false",
      LOG_LEVEL: "info",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "seller-portal-test-")),
      PUBLIC_URL: "http://portal.test",
      // Cluster-wide jobs (retention, reassignment) stay off unless a test turns them on; a test runs one
      // with `app.scheduler.runNow(name)` (decision 028).
      RUN_JOBS: "false",
      // One key for every app of a test process (a process hashes people with one key).
      PERSON_HASH_KEY: TEST_PERSON_HASH_KEY,
      // In-process apps share their event loop with the test runner: its lag is the runner's, not the
      // app's, so the event-loop shedding is off (load-shedding.test.ts runs a real process).
      LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
      // Tests that fire many saves at once on a loaded machine wait for a slot instead of being shed; the
      // shedding itself is load-shedding.test.ts's.
      PUBLIC_WRITE_MAX_WAIT_MS: "30000",
      ...env,
    }),
    // API tests do not need the built client; the SPA fallback then serves a stand-in page. Page tests
    // pass CLIENT_DIR with a client (and dist/ssr beside it) that they built.
    clientDir: path.resolve(env.CLIENT_DIR ?? ".tmp/no-client"),
  };
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp(config, { ...deps, database, logStream });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    logs: () => chunks.join(""),
    close: () => app.close(),
  };
}
