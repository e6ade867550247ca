import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { type AppDependencies, buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database, DatabaseHandle } from "../db/client";
import { createTestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  /** Every log line the app wrote so far, for tests that check what is (not) logged. */
  logs(): string;
  close(): Promise<void>;
}

/** The real app on its own fresh, migrated database; `env` overrides configuration variables. */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDependencies, "mailWorkerOptions"> = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      DEMO: "false",
      LOG_LEVEL: "info",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "seller-portal-test-")),
      PUBLIC_URL: "http://portal.test",
      ...env,
    }),
    // API tests do not need the built client; the SPA fallback then serves a stand-in page.
    clientDir: path.resolve(".tmp/no-client"),
  };
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp(config, { ...deps, database: testDatabase.handle, logStream });
  await app.ready();
  return {
    app,
    db: testDatabase.handle.db,
    database: testDatabase.handle,
    logs: () => chunks.join(""),
    async close() {
      await app.close();
      await testDatabase.dispose();
    },
  };
}
