import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { formatReport, runKillCycles } from "./test/kill-cycles";
import { postgresUrl, testDriver, withAdminClient } from "./test/test-database";

// The real server as a child process, killed with SIGKILL under load (issue 14), on this pass's engine.
const dbName = `fault_${randomBytes(6).toString("hex")}`;

afterAll(async () => {
  if (testDriver === "postgres")
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
});

describe("lead capture under kill -9", () => {
  it("keeps every acknowledged final with its contact details, refuses none, alerts once per final", async () => {
    let databaseUrl: string | undefined;
    if (testDriver === "postgres") {
      await withAdminClient((c) => c.query(`CREATE DATABASE "${dbName}"`));
      databaseUrl = postgresUrl(dbName);
    }
    const report = await runKillCycles({ databaseUrl, cycles: 3, clients: 4, maxUptimeMs: 1500 });
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
