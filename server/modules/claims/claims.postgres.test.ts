import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { agentPoolMembers, agentPools } from "../../db/schema/index";
import { createUser, newLeadId, TEST_PASSWORD } from "../../test/factories";
import { emptyDataStore, freePort, ServerProcess } from "../../test/server-process";

// First-to-claim across two real server processes on one PostgreSQL database (decision 036): 8 agents, half
// signed in on each process, claim one lead at the same moment. Collected only in the PostgreSQL pass.
const PUBLIC_URL = "http://portal.claims.test";
const headers = { "content-type": "application/json", origin: PUBLIC_URL };
const servers: ServerProcess[] = [];
let store: Awaited<ReturnType<typeof emptyDataStore>>;
let database: DatabaseHandle;
const agents: { id: number; email: string }[] = [];

beforeAll(async () => {
  store = await emptyDataStore();
  const env = { ...store.env, PUBLIC_URL, RATE_LIMIT_LEADS_PER_MINUTE: "5000" };
  for (let i = 0; i < 2; i++) servers.push(new ServerProcess(await freePort(), env));
  for (const server of servers) server.start();
  await Promise.all(servers.map((s) => s.waitHealthy(90_000)));
  database = await openDatabase({ driver: "postgres", url: store.env.DATABASE_URL as string, poolSize: 2 });
  for (let i = 0; i < 8; i++) agents.push(await createUser(database.db, { role: "agent", firstName: `Racer${i}` }));
  const [pool] = await database.db
    .insert(agentPools)
    .values({ name: "Race pool", leadType: "any", mode: "first_to_claim", claimTimeoutMinutes: 5 })
    .returning({ id: agentPools.id });
  await database.db
    .insert(agentPoolMembers)
    .values(agents.map((a, position) => ({ poolId: pool?.id as number, userId: a.id, position })));
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await database?.close();
  await store?.dispose();
});

async function post(server: ServerProcess, path: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: cookie ? { ...headers, cookie } : headers,
    body: JSON.stringify(body),
  });
}

describe("first-to-claim on two processes", () => {
  it("8 agents claiming one lead at once: one 200, seven 409, one assignment", async () => {
    const cookies: string[] = [];
    for (const [i, agent] of agents.entries()) {
      const res = await post(servers[i % 2] as ServerProcess, "/api/login", {
        email: agent.email,
        password: TEST_PASSWORD,
      });
      expect(res.status).toBe(200);
      cookies.push((res.headers.get("set-cookie") ?? "").split(";")[0] as string);
    }
    const id = newLeadId();
    const saved = await post(servers[0] as ServerProcess, "/api/leads", {
      id,
      leadSecret: randomBytes(18).toString("base64url"),
      leadType: "cash",
      name: "Rita Race",
      phone: "(604) 555-0150",
    });
    expect(saved.status).toBe(200);

    const answers = await Promise.all(
      agents.map((_, i) => post(servers[i % 2] as ServerProcess, `/api/leads/${id}/claim`, {}, cookies[i])),
    );
    const statuses = answers.map((r) => r.status);
    expect([...statuses].sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = agents[statuses.indexOf(200)];
    expect(await answers[statuses.indexOf(200)]?.json()).toEqual({ leadId: id, agentId: winner?.id });
    const reasons = await Promise.all(
      answers.filter((r) => r.status === 409).map(async (r) => (await r.json()).reason),
    );
    expect(new Set(reasons)).toEqual(new Set(["lead_already_claimed"]));

    const lead = await database.pool?.query("SELECT agent_id FROM leads WHERE id = $1", [id]);
    expect(lead?.rows).toEqual([{ agent_id: winner?.id }]);
    const assignments = await database.pool?.query(
      "SELECT count(*)::int AS n FROM lead_history WHERE lead_id = $1 AND code = 'pool_claimed'",
      [id],
    );
    expect(assignments?.rows).toEqual([{ n: 1 }]);
    const offer = await database.pool?.query("SELECT status, claimed_by FROM lead_offers WHERE lead_id = $1", [id]);
    expect(offer?.rows).toEqual([{ status: "claimed", claimed_by: winner?.id }]);
  });
});
