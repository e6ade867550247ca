import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDataStore, freePort, ServerProcess } from "./test/server-process";

// WORKERS=2 through the real entry (server/main.ts), as `npm start` runs it. PostgreSQL pass only.
const METRICS_TOKEN = "workers-metrics-token-0123";
let store: Awaited<ReturnType<typeof emptyDataStore>>;
let server: ServerProcess;

/** The worker processes the primary forked. */
function workerPids(): number[] {
  try {
    const out = execFileSync("pgrep", ["-P", String(server.child?.pid)], { encoding: "utf8" });
    return out.split("\n").filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when there is none
  }
}

beforeAll(async () => {
  store = await emptyDataStore();
  server = new ServerProcess(await freePort(), { ...store.env, WORKERS: "2", METRICS_TOKEN });
  server.start();
  await server.waitHealthy(90_000);
}, 120_000);
afterAll(async () => {
  await server.kill();
  await store.dispose();
});

describe("WORKERS=2 on PostgreSQL", () => {
  it("serves from two processes, sums their metrics, restarts one that dies and stops cleanly", async () => {
    // The primary prints its banner once both workers listen; /api/health answers as soon as one does.
    await expect.poll(() => server.output, { timeout: 30_000 }).toContain("2 worker processes");
    expect(workerPids()).toHaveLength(2);

    for (let i = 0; i < 20; i++) expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    const metrics = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const line = metrics
      .split("\n")
      .find((l) => l.startsWith('http_request_duration_seconds_count{method="GET",route="/api/health/live"'));
    expect(Number(line?.split(" ").pop())).toBe(20); // both workers' counts, summed by the primary
    expect(metrics).toMatch(/^outbox_pending 0$/m); // the same table for both: not doubled

    const [victim] = workerPids();
    process.kill(victim as number, "SIGKILL");
    await expect.poll(() => workerPids().filter((pid) => pid !== victim), { timeout: 15_000 }).toHaveLength(2);
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health/ready`)).status, { timeout: 15_000 })
      .toBe(200);

    await server.kill("SIGTERM");
    expect(server.exitCode).toBe(0);
  }, 60_000);
});
