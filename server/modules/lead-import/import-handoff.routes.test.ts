import { randomBytes } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { leadImports, leads } from "../../db/schema/index";
import { buildTestAppPair, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";
import { importCsv, multipartCsv } from "./import-test-files";

/**
 * Two processes on one database: the one running an import stops (a deploy) between two batches, and the
 * other goes on from the last committed batch: every row becomes exactly one lead.
 */
let first: TestApp;
let second: TestApp;
let cookie: string;

beforeAll(async () => {
  [first, second] = await buildTestAppPair();
  cookie = await signIn(first.app, (await createUser(first.db, { role: "admin" })).email);
});
afterAll(() => second.close());

it("an import cut by a stopping process is finished by another, each row imported once", async () => {
  const tag = randomBytes(3).toString("hex");
  const rows = 2500;
  const body = multipartCsv(`handoff-${tag}.csv`, importCsv(tag, rows));
  const res = await first.app.inject({
    method: "POST",
    url: "/api/leads/import",
    payload: body.payload,
    headers: { ...sameOrigin, ...body.headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(202);
  const { id } = res.json() as { id: number };
  const job = async () => (await first.db.select().from(leadImports).where(eq(leadImports.id, id)))[0];

  // The first process commits a batch (1,000 rows), then stops before the file is through.
  await expect.poll(async () => (await job())?.processedRows, { timeout: 60_000, interval: 10 }).toBeGreaterThan(0);
  await first.app.close();
  const cut = await job();
  expect(cut?.status).toBe("running");
  expect(cut?.processedRows).toBeLessThan(rows);
  expect(cut?.createdRows).toBe(cut?.processedRows);

  // The second process claims it (within its poll) and goes on.
  await expect.poll(async () => (await job())?.status, { timeout: 60_000, interval: 100 }).toBe("done");
  const done = await job();
  expect(done).toMatchObject({ processedRows: rows, createdRows: rows, errorRows: 0, attempts: 2 });
  expect(done?.file).toBeNull();
  const [stored] = await second.db
    .select({ n: sql<number>`count(*)::int`, people: sql<number>`count(DISTINCT ${leads.email})::int` })
    .from(leads)
    .where(like(leads.email, `%.${tag}@example.com`));
  expect(stored).toEqual({ n: rows, people: rows });
}, 120_000);
