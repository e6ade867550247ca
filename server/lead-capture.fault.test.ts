import { afterAll, describe, expect, it } from "vitest";
import { formatReport, runKillCycles } from "./test/kill-cycles";
import { emptyDataStore } from "./test/server-process";

// The real server as a child process, killed with SIGKILL under load (decision 003), on this pass's engine.
let store: Awaited<ReturnType<typeof emptyDataStore>> | undefined;

afterAll(async () => {
  await store?.dispose();
});

describe("lead capture under kill -9", () => {
  it("keeps every acknowledged final with its contact details, refuses none, alerts once per final", async () => {
    store = await emptyDataStore();
    const report = await runKillCycles({
      databaseUrl: store.env.DATABASE_URL,
      cycles: 3,
      clients: 4,
      maxUptimeMs: 1500,
    });
    console.log(`fault test: ${formatReport(report)}`);
    expect(report.restartMs).toHaveLength(3);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.acknowledged).toBe(report.finalsSent);
    expect(report.lost).toBe(0);
    expect(report.stuck).toBe(0);
    expect(report.duplicateAlerts).toBe(0);
    expect(report.missingAlerts).toBe(0);
  }, 300_000);
});
