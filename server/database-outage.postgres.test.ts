import { execFileSync } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFinalLead } from "./test/factories";
import { emptyDataStore, freePort, ServerProcess } from "./test/server-process";
import { TcpProxy } from "./test/tcp-proxy";

// Decision 044: a lost PostgreSQL connection fails one request (503 + Retry-After), never the process.
// PostgreSQL pass only (vitest.config.ts): the server's backends are terminated with pg_terminate_backend,
// and a TCP relay in front of PostgreSQL takes the database away altogether for the readiness check.
const PUBLIC_URL = "http://portal.outage.test";
const headers = { "content-type": "application/json", origin: PUBLIC_URL };

interface Setup {
  store: Awaited<ReturnType<typeof emptyDataStore>>;
  proxy: TcpProxy;
  server: ServerProcess;
  /** The test's own connection to the server's database (not through the relay). */
  client: pg.Client;
  databaseName: string;
}

async function setUp(extraEnv: Record<string, string> = {}): Promise<Setup> {
  const store = await emptyDataStore();
  const direct = new URL(store.env.DATABASE_URL as string);
  const proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
  const relayed = new URL(direct);
  relayed.hostname = "127.0.0.1";
  relayed.port = String(await proxy.start());
  const server = new ServerProcess(await freePort(), {
    ...store.env,
    DATABASE_URL: relayed.toString(),
    PUBLIC_URL,
    RATE_LIMIT_LEADS_PER_MINUTE: "100000",
    ...extraEnv,
  });
  server.start();
  await server.waitHealthy(90_000);
  const client = new pg.Client({ connectionString: direct.toString() });
  client.on("error", () => {});
  await client.connect();
  return { store, proxy, server, client, databaseName: direct.pathname.slice(1) };
}

async function tearDown(s: Setup | undefined) {
  if (!s) return;
  await s.server.kill();
  await s.client.end().catch(() => {});
  await s.proxy.stop();
  await s.store.dispose();
}

const finalLead = (name: string) => apiFinalLead(name, "5 Outage Street");

interface Answer {
  lead: ReturnType<typeof finalLead>;
  status: number;
  retryAfter: string | null;
  code: string | undefined;
}

async function save(server: ServerProcess, lead: ReturnType<typeof finalLead>): Promise<Answer> {
  const res = await fetch(`${server.url}/api/leads`, { method: "POST", headers, body: JSON.stringify(lead) });
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return { lead, status: res.status, retryAfter: res.headers.get("retry-after"), code: body.code };
}

/**
 * Saves finals from `concurrency` loops until `stop` resolves, then for `afterMs` more; every answer kept.
 */
async function saveUnderLoad(
  server: ServerProcess,
  label: string,
  concurrency: number,
  stop: Promise<unknown>,
  afterMs = 500,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let done = false;
  void stop.finally(() => setTimeout(() => (done = true), afterMs));
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      for (let i = 0; !done; i++) answers.push(await save(server, finalLead(`${label} ${loop} ${i}`)));
    }),
  );
  return answers;
}

/** Terminates the server's backends once one of them is inside a transaction; how many were in one. */
async function cutInTransaction(s: Setup): Promise<{ inTransaction: number; cut: number }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = await s.client.query<{ in_tx: number; cut: number }>(
      `WITH victims AS (
         SELECT pid, xact_start IS NOT NULL AS in_tx FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'
       ), chosen AS (SELECT * FROM victims WHERE EXISTS (SELECT 1 FROM victims WHERE in_tx))
       SELECT count(*) FILTER (WHERE in_tx)::int AS in_tx,
              count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS cut
       FROM chosen`,
      [s.databaseName],
    );
    const row = found.rows[0];
    if (row && row.cut > 0) return { inTransaction: row.in_tx, cut: row.cut };
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error("no backend of the server was ever inside a transaction");
}

/**
 * What every answer under a cut must be: saved, or 503 with Retry-After and a retry code; never a 500. A save
 * that waited past PUBLIC_WRITE_MAX_WAIT_MS for a write slot (the slots held by saves on a cut connection) is
 * refused as `overloaded` before any database work: also "send it again" (decision 044).
 */
function expectSavedOrRetry(answers: Answer[]) {
  const retry = new Set(["database_unavailable", "overloaded"]);
  const unexpected = answers.filter(
    (a) => a.status !== 200 && !(a.status === 503 && retry.has(a.code ?? "") && Number(a.retryAfter) > 0),
  );
  expect(unexpected.map((a) => `${a.status} ${a.code} ${a.retryAfter}`)).toEqual([]);
}

/** Each refused save sent again succeeds, and every lead acknowledged at any point is stored once. */
async function expectRetriesSucceed(s: Setup, answers: Answer[]) {
  for (const refused of answers.filter((a) => a.status === 503)) {
    expect((await save(s.server, refused.lead)).status).toBe(200);
  }
  const stored = await s.client.query<{ id: string }>("SELECT id FROM leads WHERE id = ANY($1)", [
    answers.map((a) => a.lead.id),
  ]);
  expect(stored.rows.map((r) => r.id).sort()).toEqual(answers.map((a) => a.lead.id).sort());
}

async function readiness(server: ServerProcess) {
  const res = await fetch(`${server.url}/api/health/ready`, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as { status: string; checks: { database: boolean } } };
}

describe("one process on PostgreSQL", () => {
  let s: Setup | undefined;
  beforeAll(async () => {
    s = await setUp();
  }, 120_000);
  afterAll(() => tearDown(s));

  it("answers 503 with Retry-After for saves whose connection was cut mid-transaction, stays up, and saves again", async () => {
    const setup = s as Setup;
    const cut = cutInTransaction(setup);
    const answers = await saveUnderLoad(setup.server, "Cut Seller", 8, cut);
    const { inTransaction } = await cut;
    expect(inTransaction).toBeGreaterThan(0);
    expect(setup.server.exitCode).toBeNull();
    expectSavedOrRetry(answers);
    expect(answers.some((a) => a.status === 503)).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    await expectRetriesSucceed(setup, answers);
    expect(setup.server.output).not.toContain("Unhandled");
  }, 60_000);

  it("reports not ready while the database is unreachable and ready again once it is back", async () => {
    const setup = s as Setup;
    expect((await readiness(setup.server)).status).toBe(200);
    await setup.proxy.cut();
    try {
      const down = await readiness(setup.server);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: "not_ready", checks: { database: false } });
      const refused = await save(setup.server, finalLead("Outage Seller"));
      expect(refused).toMatchObject({ status: 503, code: "database_unavailable", retryAfter: "5" });
      expect((await fetch(`${setup.server.url}/api/health/live`)).status).toBe(200);
    } finally {
      await setup.proxy.restore();
    }
    await expect.poll(async () => (await readiness(setup.server)).status, { timeout: 15_000 }).toBe(200);
    expect((await save(setup.server, finalLead("After Outage Seller"))).status).toBe(200);
    expect(setup.server.exitCode).toBeNull();
  }, 60_000);
});

describe("WORKERS=2 on PostgreSQL", () => {
  let s: Setup | undefined;
  beforeAll(async () => {
    s = await setUp({ WORKERS: "2" });
    // The primary prints its banner once both workers listen.
    for (let i = 0; i < 300 && !s.server.output.includes("2 worker processes"); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);
  afterAll(() => tearDown(s));

  function workerPids(): number[] {
    try {
      const out = execFileSync("pgrep", ["-P", String(s?.server.child?.pid)], { encoding: "utf8" });
      return out.split("\n").filter(Boolean).map(Number).sort();
    } catch {
      return [];
    }
  }

  it("keeps both workers alive across several cuts under concurrent saves", async () => {
    const setup = s as Setup;
    const pids = workerPids();
    expect(pids).toHaveLength(2);
    const all: Answer[] = [];
    for (let round = 0; round < 3; round++) {
      const cut = cutInTransaction(setup);
      const answers = await saveUnderLoad(setup.server, `Fleet Cut ${round}`, 8, cut);
      expect((await cut).inTransaction).toBeGreaterThan(0);
      expectSavedOrRetry(answers);
      all.push(...answers);
      // The same two processes: none died and was started again by the primary.
      expect(workerPids()).toEqual(pids);
    }
    expect(all.some((a) => a.status === 503)).toBe(true);
    await expectRetriesSucceed(setup, all);
    expect(setup.server.output).not.toMatch(/exited|Unhandled/);
    await expect.poll(async () => (await readiness(setup.server)).status, { timeout: 15_000 }).toBe(200);
  }, 90_000);
});
