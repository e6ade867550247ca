import { afterAll, beforeAll, expect, it } from "vitest";
import { type MetaGraphPeer, metaLeadgenWebhook, startMetaGraphPeer } from "../../test/meta-graph-peer";
import { emptyDataStore, freePort, ServerProcess } from "../../test/server-process";

/**
 * A server killed (SIGKILL) while a Conversions API event is in flight sends it again after restart with
 * the same event_id (decision 055), so Meta, which deduplicates on event_id and event_name, keeps one
 * event; once answered it is not sent a third time. The real server runs as a child process on its own
 * data store, with a loopback Graph API that serves the lead and takes the events.
 */
const APP_SECRET = "meta-app-secret-0123456789abcdef";
const ACCESS_TOKEN = "EAAG-page-token-test";
const CAPI_TOKEN = "EAAG-system-user-capi-token";
const DATASET_ID = "1234567890123456";
const ADMIN = { email: "owner@brokerage.test", password: "first-admin-1" };

let server: ServerProcess;
let store: Awaited<ReturnType<typeof emptyDataStore>>;
let graph: MetaGraphPeer;

beforeAll(async () => {
  store = await emptyDataStore();
  graph = await startMetaGraphPeer(ACCESS_TOKEN, { conversionsToken: CAPI_TOKEN });
  server = new ServerProcess(await freePort(), {
    ...store.env,
    DEMO: "false",
    WEBHOOK_LEASE_MS: "1500",
    META_VERIFY_TOKEN: "verify-me-please",
    META_APP_SECRET: APP_SECRET,
    META_ACCESS_TOKEN: ACCESS_TOKEN,
    META_GRAPH_BASE: graph.base,
    META_CAPI_DATASET_ID: DATASET_ID,
    META_CAPI_ACCESS_TOKEN: CAPI_TOKEN,
  });
});
afterAll(async () => {
  await server.kill();
  await graph.close();
  await store.dispose();
});

async function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  return fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      origin: server.url,
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

async function signIn(): Promise<string> {
  const login = await call("/api/login", { method: "POST", body: ADMIN });
  expect(login.status).toBe(200);
  return (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

async function waitForEvents(count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (graph.eventRequests.length < count) {
    if (Date.now() > deadline) throw new Error(`the Graph peer got ${graph.eventRequests.length} of ${count} events`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return graph.eventRequests.slice(0, count);
}

it("sends an event that was in flight when the server was killed again, with the same event_id, once", async () => {
  server.start();
  // A busy machine can take long to start a server.
  await server.waitHealthy(120_000);
  const register = await call("/api/register", {
    method: "POST",
    body: { ...ADMIN, firstName: "Olive", lastName: "Owner" },
  });
  expect(register.status).toBe(201);
  const cookie = await signIn();
  const on = await call("/api/admin/ads/conversions", { method: "PUT", cookie, body: { enabled: true } });
  expect(on.status).toBe(200);

  // A seller fills the instant form; Meta posts the signed webhook.
  const leadgenId = "12345678901234567";
  graph.leads.set(leadgenId, {
    id: leadgenId,
    campaign_id: "238000333",
    form_id: "555000111",
    field_data: [
      { name: "full_name", values: ["Kim Killed"] },
      { name: "email", values: ["kim.killed@example.test"] },
      { name: "phone_number", values: ["+14165550142"] },
    ],
  });
  const { body, signature } = metaLeadgenWebhook(APP_SECRET, [{ leadgenId }]);
  const webhook = await fetch(`${server.url}/api/ads/meta/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": signature },
    body,
  });
  expect(webhook.status).toBe(200);
  const listed = (await (await call("/api/leads", { cookie })).json()) as { id: string }[];
  expect(listed).toHaveLength(1);
  const leadId = listed[0]?.id as string;

  // Meta takes the request and never answers: the event is in flight when the server dies.
  graph.eventsAnswer = "hang";
  const moved = await call(`/api/leads/${leadId}`, { method: "PATCH", cookie, body: { stage: "listing_signed" } });
  expect(moved.status).toBe(200);
  const [inFlight] = await waitForEvents(1, 60_000);
  await server.kill();
  graph.eventsAnswer = null;

  server.start();
  await server.waitHealthy(120_000);
  const [, again] = await waitForEvents(2, 60_000);
  expect(again?.body).toBe(inFlight?.body);
  const event = JSON.parse(again?.body as string).data[0];
  expect(event).toMatchObject({ event_id: `${leadId}:listing_signed`, event_name: "Listing signed" });
  // Meta deduplicates on event_id and event_name: it keeps the one event.
  expect(graph.keptEvents()).toHaveLength(1);

  // Answered, the row is sent: past two more leases nothing is posted a third time.
  await new Promise((r) => setTimeout(r, 3_500));
  expect(graph.eventRequests).toHaveLength(2);
  const person = await call("/api/admin/privacy/person?email=kim.killed@example.test", { cookie: await signIn() });
  expect(person.status).toBe(200);
  const rows = (await person.json()).metaConversionEvents as { eventId: string; status: string; attempts: number }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ eventId: `${leadId}:listing_signed`, status: "sent", attempts: 2 });
}, 300_000);
