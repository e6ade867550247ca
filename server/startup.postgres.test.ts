import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, ServerProcess } from "./test/server-process";
import { postgresUrl, withAdminClient } from "./test/test-database";

// Collected only in the PostgreSQL pass (vitest.config.ts): several processes on one PGlite is not a mode.
const name = `startup_${randomBytes(6).toString("hex")}`;
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});

describe("start-up on an empty PostgreSQL database", () => {
  it("brings up 3 processes started at the same moment: all serve /api/health, seeded once", async () => {
    await withAdminClient((c) => c.query(`CREATE DATABASE "${name}"`));
    for (let i = 0; i < 3; i++) {
      servers.push(new ServerProcess(await freePort(), { DATABASE_URL: postgresUrl(name), DEMO: "true" }));
    }
    for (const server of servers) server.start();
    await Promise.all(servers.map((s) => s.waitHealthy(90_000)));
    for (const server of servers) {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      expect(server.exitCode).toBeNull();
    }
    // Seeds ran once: one row per demo account, one lead and guide for the demo client, one brokerage.
    const client = new pg.Client({ connectionString: postgresUrl(name) });
    await client.connect();
    const one = async (text: string) => (await client.query<{ n: number }>(text)).rows[0]?.n;
    const counts = {
      users: (
        await client.query<{ email: string; n: number }>("SELECT email, count(*)::int AS n FROM users GROUP BY email")
      ).rows,
      clientLeads: await one(
        "SELECT count(*)::int AS n FROM users WHERE email = 'client@demo.test' AND lead_id IS NOT NULL",
      ),
      clientGuides: await one(
        "SELECT count(*)::int AS n FROM sellers_guides WHERE lead_id = (SELECT lead_id FROM users WHERE email = 'client@demo.test')",
      ),
      settings: await one("SELECT count(*)::int AS n FROM settings WHERE key = 'brokerage'"),
    };
    await client.end();
    expect(counts.users.every((u) => u.n === 1)).toBe(true);
    expect(counts.users.map((u) => u.email)).toContain("admin@demo.test");
    expect(counts.clientLeads).toBe(1);
    expect(counts.clientGuides).toBe(1);
    expect(counts.settings).toBe(1);
  }, 120_000);
});
