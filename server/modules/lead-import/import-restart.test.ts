import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPglite } from "../../db/client";
import { emptyDataStore, freePort, ServerProcess } from "../../test/server-process";
import { importCsv, multipartCsv } from "./import-test-files";

/**
 * The real server killed (SIGKILL) in the middle of a CSV import goes on with it after the restart, from
 * its last committed batch: every row of the file is one lead, none twice.
 */
let server: ServerProcess;
let store: Awaited<ReturnType<typeof emptyDataStore>>;

beforeAll(async () => {
  store = await emptyDataStore();
  server = new ServerProcess(await freePort(), { ...store.env, DEMO: "false", IMPORT_LEASE_MS: "1500" });
});
afterAll(async () => {
  await server.kill();
  await store.dispose();
});

const ADMIN = { email: "owner@brokerage.test", password: "first-admin-1" };

async function signIn(): Promise<string> {
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  return (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

async function importJob(id: number, cookie: string) {
  const res = await fetch(`${server.url}/api/leads/imports/${id}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string; processedRows: number; createdRows: number; errorRows: number };
}

/** One row of a query on the server's database, read while the server is down (PGlite takes one process). */
async function readStore<Row>(query: string): Promise<Row> {
  if (store.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(query)).rows[0] as Row;
    } finally {
      await client.end();
    }
  }
  const pglite = await createPglite(path.join(store.env.DATA_DIR as string, "pg"));
  try {
    return (await pglite.query<Row>(query)).rows[0] as Row;
  } finally {
    await pglite.close();
  }
}

it("an import under way when the server is killed is finished after the restart, each row once", async () => {
  server.start();
  // A busy machine (the whole suite runs beside this) can take long to start a server.
  await server.waitHealthy(120_000);
  const register = await fetch(`${server.url}/api/register`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/json" },
    body: JSON.stringify({ ...ADMIN, firstName: "Olive", lastName: "Owner" }),
  });
  expect(register.status).toBe(201);
  const cookie = await signIn();

  const tag = randomBytes(3).toString("hex");
  const rows = 2500;
  const body = multipartCsv(`crash-${tag}.csv`, importCsv(tag, rows));
  const started = await fetch(`${server.url}/api/leads/import`, {
    method: "POST",
    headers: { origin: server.url, cookie, ...body.headers },
    body: new Uint8Array(body.payload),
  });
  expect(started.status).toBe(202);
  const { id } = (await started.json()) as { id: number };

  // Killed once the first batch has committed, with the rest of the file still to do.
  await expect
    .poll(async () => (await importJob(id, cookie)).processedRows, { timeout: 60_000, interval: 20 })
    .toBeGreaterThan(0);
  await server.kill();
  const cut = await readStore<{ status: string; processed_rows: number; created_rows: number }>(
    `SELECT status, processed_rows, created_rows FROM lead_imports WHERE id = ${id}`,
  );
  expect(cut.status).toBe("running");
  expect(cut.processed_rows).toBeLessThan(rows);

  server.start();
  await server.waitHealthy(120_000);
  const cookieAfter = await signIn();
  await expect
    .poll(async () => (await importJob(id, cookieAfter)).status, { timeout: 60_000, interval: 200 })
    .toBe("done");
  expect(await importJob(id, cookieAfter)).toMatchObject({ processedRows: rows, createdRows: rows, errorRows: 0 });
  await server.kill();
  expect(
    await readStore(
      `SELECT count(*)::int AS n, count(DISTINCT email)::int AS people FROM leads WHERE email LIKE '%.${tag}@example.com'`,
    ),
  ).toEqual({ n: rows, people: rows });
}, 300_000);
