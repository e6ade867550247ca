import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { emptyDataStore, freePort, ServerProcess } from "./test/server-process";

// Collected only in the PostgreSQL pass (vitest.config.ts): several processes on one PGlite is not a mode.
const servers: ServerProcess[] = [];
let store: Awaited<ReturnType<typeof emptyDataStore>> | undefined;

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await store?.dispose();
});

describe("start-up on an empty PostgreSQL database", () => {
  it("brings up 3 processes started at the same moment: all serve /api/health, seeded once", async () => {
    store = await emptyDataStore();
    const databaseUrl = store.env.DATABASE_URL as string;
    for (let i = 0; i < 3; i++) {
      servers.push(new ServerProcess(await freePort(), { DATABASE_URL: databaseUrl, DEMO: "true" }));
    }
    for (const server of servers) server.start();
    await Promise.all(servers.map((s) => s.waitHealthy(90_000)));
    for (const server of servers) {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      expect(server.exitCode).toBeNull();
    }
    // Seeds ran once: one row per demo account, one lead and guide for the demo client, one brokerage.
    const client = new pg.Client({ connectionString: databaseUrl });
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
