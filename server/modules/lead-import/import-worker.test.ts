import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { leadImports } from "../../db/schema/index";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { ImportWorker } from "./import-worker";

// The worker alone on a database (no app, so no other worker claims the job), polling every 20 ms.
let store: TestDatabase;
let db: Database;
beforeAll(async () => {
  store = await createTestDatabase();
  db = store.handle.db;
});
afterAll(() => store.dispose());

it("retries an import that fails on an unexpected error 30 s later, and fails it on the third attempt", async () => {
  // A queued job whose file is gone: not the file's fault, so the worker retries rather than failing it.
  const [job] = await db
    .insert(leadImports)
    .values({ status: "running", fileName: "gone.csv", totalRows: 3 })
    .returning({ id: leadImports.id });
  const id = job?.id as number;
  const read = async () => (await db.select().from(leadImports).where(eq(leadImports.id, id)))[0];
  const worker = new ImportWorker(db, pino({ level: "silent" }), { pollMs: 20 });
  worker.start();
  try {
    for (const attempt of [1, 2]) {
      await expect.poll(async () => (await read())?.attempts).toBe(attempt);
      const row = await read();
      expect(row).toMatchObject({ status: "running", finishedAt: null });
      const wait = (row?.nextAttemptAt.getTime() ?? 0) - Date.now();
      expect(wait).toBeGreaterThan(25_000);
      expect(wait).toBeLessThanOrEqual(30_000);
      // Due again now, rather than in 30 s.
      await db.update(leadImports).set({ nextAttemptAt: sql`now()` }).where(eq(leadImports.id, id));
    }
    await expect.poll(async () => (await read())?.status).toBe("failed");
    const failed = await read();
    expect(failed).toMatchObject({
      attempts: 3,
      errors: [{ row: 0, column: null, message: "The import stopped on an unexpected error" }],
    });
    expect(failed?.finishedAt).not.toBeNull();
  } finally {
    await worker.stop();
  }
});
