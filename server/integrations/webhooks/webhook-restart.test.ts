import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { emptyDataStore, freePort, ServerProcess } from "../../test/server-process";
import { WebhookReceiver } from "../../test/webhook-receiver";

/**
 * A server killed (SIGKILL) while a webhook is in flight delivers it after restart: at least once, with
 * the same webhook-id. The real server runs as a child process on its own data store.
 */
let server: ServerProcess;
let store: Awaited<ReturnType<typeof emptyDataStore>>;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  store = await emptyDataStore();
  await receiver.start();
  server = new ServerProcess(await freePort(), { ...store.env, DEMO: "false", WEBHOOK_LEASE_MS: "1500" });
});
afterAll(async () => {
  await server.kill();
  await receiver.stop();
  await store.dispose();
});

async function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      origin: server.url,
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return res;
}

const ADMIN = { email: "owner@brokerage.test", password: "first-admin-1" };

it("delivers a webhook that was in flight when the server was killed, with the same webhook-id", async () => {
  server.start();
  // A busy machine (the whole suite runs beside this) can take long to start a server.
  await server.waitHealthy(120_000);
  const register = await call("/api/register", {
    method: "POST",
    body: { ...ADMIN, firstName: "Olive", lastName: "Owner" },
  });
  expect(register.status).toBe(201);
  const login = await call("/api/login", { method: "POST", body: ADMIN });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
  const created = await call("/api/admin/webhooks", {
    method: "POST",
    cookie,
    body: { url: receiver.url(), events: ["lead.created"] },
  });
  expect(created.status).toBe(201);
  const endpoint = (await created.json()) as { id: number };

  // The receiver takes the request and never answers: the delivery is in flight when the server dies.
  receiver.hang = true;
  const leadId = `lead_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const lead = await call("/api/leads", {
    method: "POST",
    body: {
      id: leadId,
      leadSecret: randomBytes(16).toString("base64url"),
      fullName: "Kim Killed",
      phone: "416-555-0142",
    },
  });
  expect(lead.status).toBe(200);
  const [inFlight] = await receiver.waitFor(1, 60_000);
  await server.kill();
  receiver.hang = false;

  server.start();
  await server.waitHealthy(120_000);
  const received = await receiver.waitFor(2, 60_000);
  const again = received[1];
  expect(again?.headers["webhook-id"]).toBe(inFlight?.headers["webhook-id"]);
  expect(again?.body).toBe(inFlight?.body);
  expect(JSON.parse(again?.body as string).data.lead.id).toBe(leadId);

  const relogin = await call("/api/login", { method: "POST", body: ADMIN });
  const cookie2 = (relogin.headers.get("set-cookie") ?? "").split(";")[0] as string;
  const deadline = Date.now() + 10_000;
  let deliveries: { status: string; attempts: number; messageId: string }[] = [];
  while (Date.now() < deadline) {
    const answer = await call(`/api/admin/webhooks/${endpoint.id}/deliveries`, { cookie: cookie2 });
    expect(answer.status).toBe(200);
    deliveries = (await answer.json()) as typeof deliveries;
    if (deliveries[0]?.status === "sent") break;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(deliveries).toHaveLength(1);
  expect(deliveries[0]).toMatchObject({ status: "sent", attempts: 2, messageId: inFlight?.headers["webhook-id"] });
}, 300_000);
