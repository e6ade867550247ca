import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { agentPoolMembers, agentPools } from "./db/schema/index";
import { apiFinalLead, createUser, TEST_PASSWORD } from "./test/factories";
import { emptyDataStore, freePort, ServerProcess } from "./test/server-process";
import { SmtpPeer } from "./test/smtp-peer";

// Three real server processes on one PostgreSQL database (decision 010). Collected only in the PostgreSQL
// pass (vitest.config.ts): several processes on one PGlite is not a mode.
const PUBLIC_URL = "http://portal.fleet.test";
const headers = { "content-type": "application/json", origin: PUBLIC_URL };
const peer = new SmtpPeer();
const servers: ServerProcess[] = [];
let store: Awaited<ReturnType<typeof emptyDataStore>>;
let database: DatabaseHandle;
let adminEmail: string;
let agentIds: number[];

beforeAll(async () => {
  await peer.start();
  store = await emptyDataStore();
  const env = { ...store.env, PUBLIC_URL, SMTP_URL: peer.url, RATE_LIMIT_LEADS_PER_MINUTE: "5000" };
  for (let i = 0; i < 3; i++) servers.push(new ServerProcess(await freePort(), env));
  for (const server of servers) server.start();
  await Promise.all(servers.map((s) => s.waitHealthy(90_000)));
  database = await openDatabase({ driver: "postgres", url: store.env.DATABASE_URL as string, poolSize: 2 });
  adminEmail = (await createUser(database.db, { role: "admin" })).email;
  agentIds = [];
  for (let i = 0; i < 3; i++) agentIds.push((await createUser(database.db, { role: "agent" })).id);
  const [pool] = await database.db
    .insert(agentPools)
    .values({ name: "Fleet pool", leadType: "any" })
    .returning({ id: agentPools.id });
  await database.db
    .insert(agentPoolMembers)
    .values(agentIds.map((userId, position) => ({ poolId: pool?.id as number, userId, position })));
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await database?.close();
  await store?.dispose();
  await peer.stop();
});

const finalLead = (name: string) => apiFinalLead(name, "5 Fleet Street");

async function post(server: ServerProcess, path: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: cookie ? { ...headers, cookie } : headers,
    body: JSON.stringify(body),
  });
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const res = await post(server, "/api/login", { email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await database.pool?.query(text, params))?.rows as T[];
}

describe("a fleet of three processes on one PostgreSQL", () => {
  it("streams a lead taken by process A to a dashboard on process B within 2 s", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const cookie = await signIn(b, adminEmail);
    const controller = new AbortController();
    const stream = await fetch(`${b.url}/api/events`, { headers: { cookie }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // the stream is open: "retry" and ": connected"
    const lead = finalLead("Stream Seller");
    const sentAt = Date.now();
    expect((await post(a, "/api/leads", lead)).status).toBe(200);
    let seen = "";
    while (!seen.includes(lead.id) && Date.now() - sentAt < 5000) {
      const chunk = await reader.read();
      if (chunk.done) break;
      seen += new TextDecoder().decode(chunk.value);
    }
    const elapsed = Date.now() - sentAt;
    controller.abort();
    expect(seen).toContain(lead.id);
    expect(elapsed).toBeLessThan(2000);
  });

  it("holds a sign-in limit reached on A on process B too", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { email } = await createUser(database.db, { role: "agent" });
    for (let i = 0; i < 10; i++) {
      expect((await post(a, "/api/login", { email, password: "wrong-password-1" })).status).toBe(401);
    }
    const onB = await post(b, "/api/login", { email, password: TEST_PASSWORD });
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("deals finals arriving on all three processes evenly over the pool's three agents", async () => {
    const leads = Array.from({ length: 9 }, (_, i) => finalLead(`Round Robin ${i}`));
    const answers = await Promise.all(
      leads.map((lead, i) => post(servers[i % 3] as ServerProcess, "/api/leads", lead)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(9).fill(200));
    const dealt = await rows<{ agent_id: number; n: number }>(
      "SELECT agent_id, count(*)::int AS n FROM leads WHERE id = ANY($1) GROUP BY agent_id ORDER BY agent_id",
      [leads.map((l) => l.id)],
    );
    expect(dealt).toEqual([...agentIds].sort((x, y) => x - y).map((agent_id) => ({ agent_id, n: 3 })));
  });

  it("loses nothing in flight when a process stops (SIGTERM), and delivers every e-mail once", async () => {
    const [a, , c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const leads = Array.from({ length: 12 }, (_, i) => finalLead(`In Flight ${i}`));
    const firstTries = leads.map((lead) =>
      post(c, "/api/leads", lead).then(
        (r) => r.status,
        () => 0, // no answer: the connection was refused or cut
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    const stopped = c.kill("SIGTERM");
    const statuses = await Promise.all(firstTries);
    await stopped;
    expect(c.exitCode).toBe(0);
    // What had no answer (or a 503 while closing) the browser sends again, with the same secret, elsewhere.
    for (const [i, lead] of leads.entries()) {
      if (statuses[i] !== 200) expect((await post(a, "/api/leads", lead)).status).toBe(200);
    }
    const stored = await rows<{ id: string; phone: string; email: string }>(
      "SELECT id, phone, email FROM leads WHERE id = ANY($1)",
      [leads.map((l) => l.id)],
    );
    expect(stored).toHaveLength(12);
    expect(stored.every((l) => l.phone === "(604) 555-0150" && l.email.endsWith("@example.test"))).toBe(true);

    // Every outbox row of this fleet, delivered exactly once (by Message-ID), none left behind.
    await expect
      .poll(
        async () =>
          (await rows<{ n: number }>("SELECT count(*)::int AS n FROM email_outbox WHERE status <> 'sent'"))[0]?.n,
        {
          timeout: 20_000,
        },
      )
      .toBe(0);
    const outbox = await rows<{ id: number }>("SELECT id FROM email_outbox");
    const alerts = await rows<{ lead_id: string; n: number }>(
      "SELECT lead_id, count(*)::int AS n FROM email_outbox WHERE kind = 'new_lead' AND lead_id = ANY($1) GROUP BY lead_id",
      [leads.map((l) => l.id)],
    );
    expect(alerts).toHaveLength(12);
    expect(alerts.every((row) => row.n === 1)).toBe(true);
    const messageIds = peer.received.map((email) => /^Message-ID:\s*(<[^>]+>)/im.exec(email.raw)?.[1]);
    expect(messageIds.every(Boolean)).toBe(true);
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(messageIds).toHaveLength(outbox.length);
  }, 60_000);
});
