import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adLeads, leads, metaConversionEvents } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";
import { type GraphLead, type MetaGraphPeer, metaLeadgenWebhook, startMetaGraphPeer } from "../../test/meta-graph-peer";

/**
 * The Conversions API for CRM (decision 055), on the real app with a loopback Graph API that serves the
 * leads and takes `POST /v21.0/{dataset id}/events` as Meta does (deduplicating on event_id + event_name).
 */
const APP_SECRET = "meta-app-secret-0123456789abcdef";
const ACCESS_TOKEN = "EAAG-page-token-test";
const CAPI_TOKEN = "EAAG-system-user-capi-token";
const DATASET_ID = "1234567890123456";

let t: TestApp;
let graph: MetaGraphPeer;
let adminCookie: string;
let agentCookie: string;
// 17 digits: beyond a double's exact integers, as Meta's lead ids can be.
let nextId = 12_345_678_901_234_500n;

beforeAll(async () => {
  graph = await startMetaGraphPeer(ACCESS_TOKEN, { conversionsToken: CAPI_TOKEN });
  t = await buildTestApp({
    META_VERIFY_TOKEN: "verify-me-please",
    META_APP_SECRET: APP_SECRET,
    META_ACCESS_TOKEN: ACCESS_TOKEN,
    META_GRAPH_BASE: graph.base,
    META_CAPI_DATASET_ID: DATASET_ID,
    META_CAPI_ACCESS_TOKEN: CAPI_TOKEN,
  });
  const admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  const agent = await createUser(t.db, { firstName: "Maude", lastName: "Meta" });
  agentCookie = await signIn(t.app, agent.email);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(async () => {
  graph.eventRequests.length = 0;
  graph.eventsAnswer = null;
  await setSwitch(true);
});

async function setSwitch(enabled: boolean) {
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/admin/ads/conversions",
    headers: { ...sameOrigin, cookie: adminCookie },
    payload: { enabled },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A seller fills Meta's instant form; the verified webhook makes the lead. Returns the portal's lead id. */
async function metaLead(fields: { email: string; phone: string }): Promise<{ leadId: string; leadgenId: string }> {
  nextId += 1n;
  const lead: GraphLead = {
    id: String(nextId),
    created_time: "2026-12-04T15:04:05+0000",
    ad_id: "238000111",
    adset_id: "238000222",
    campaign_id: "238000333",
    form_id: "555000111",
    field_data: [
      { name: "full_name", values: ["John Smith"] },
      { name: "email", values: [fields.email] },
      { name: "phone_number", values: [fields.phone] },
    ],
    custom_disclaimer_responses: [],
  };
  graph.leads.set(lead.id, lead);
  const { body, signature } = metaLeadgenWebhook(APP_SECRET, [{ leadgenId: lead.id }]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/ads/meta/webhook",
    headers: { "content-type": "application/json", "x-hub-signature-256": signature },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db
    .select()
    .from(adLeads)
    .where(and(eq(adLeads.platform, "meta"), eq(adLeads.externalId, lead.id)));
  return { leadId: row?.leadId as string, leadgenId: lead.id };
}

const moveTo = (leadId: string, stage: string) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/leads/${leadId}`,
    headers: { ...sameOrigin, cookie: agentCookie },
    payload: { stage },
  });

const eventsOf = (leadId: string) =>
  t.db
    .select()
    .from(metaConversionEvents)
    .where(eq(metaConversionEvents.leadId, leadId))
    .orderBy(metaConversionEvents.id);

async function waitFor<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the admin's switch", () => {
  it("answers the setting, and turning it on needs the server's dataset and token", async () => {
    await setSwitch(false);
    const read = await t.app.inject({
      method: "GET",
      url: "/api/admin/ads/conversions",
      headers: { cookie: adminCookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ enabled: false, configured: true, datasetId: DATASET_ID });

    const agentTry = await t.app.inject({
      method: "PUT",
      url: "/api/admin/ads/conversions",
      headers: { ...sameOrigin, cookie: agentCookie },
      payload: { enabled: true },
    });
    expect(agentTry.statusCode).toBe(403);

    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/admin/ads/conversions",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: { enabled: "yes" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "validation_error" });

    const bare = await buildTestApp();
    try {
      const admin = await createUser(bare.db, { role: "admin" });
      const cookie = await signIn(bare.app, admin.email);
      const refused = await bare.app.inject({
        method: "PUT",
        url: "/api/admin/ads/conversions",
        headers: { ...sameOrigin, cookie },
        payload: { enabled: true },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "not_configured",
        message: "The Conversions API needs META_CAPI_DATASET_ID and META_CAPI_ACCESS_TOKEN on the server first.",
      });
      const after = await bare.app.inject({ method: "GET", url: "/api/admin/ads/conversions", headers: { cookie } });
      expect(after.json()).toEqual({ enabled: false, configured: false, datasetId: null });
    } finally {
      await bare.close();
    }
  });
});

describe("stage changes of a Meta lead go to the Conversions API", () => {
  it("posts Meta's documented payload, the e-mail and phone normalised and hashed, the lead id as an integer", async () => {
    // Meta's own example values (Customer Information Parameters): John_Smith@gmail.com and (650)555-1212.
    const { leadId, leadgenId } = await metaLead({ email: "  John_Smith@gmail.com ", phone: "(650)555-1212" });
    const before = Math.floor(Date.now() / 1000);
    const res = await moveTo(leadId, "appointment_set");
    expect(res.statusCode, res.body).toBe(200);
    const after = Math.floor(Date.now() / 1000);
    const [request] = await waitFor(
      "the events request",
      () => graph.eventRequests,
      (r) => r.length >= 1,
    );
    expect(request?.datasetId).toBe(DATASET_ID);
    // The token as a bearer, as the lead reads go; never in the URL.
    expect(request?.authorization).toBe(`Bearer ${CAPI_TOKEN}`);
    const eventTime = (JSON.parse(request?.body as string) as { data: { event_time: number }[] }).data[0]?.event_time;
    expect(eventTime).toBeGreaterThanOrEqual(before);
    expect(eventTime).toBeLessThanOrEqual(after);
    expect(request?.body).toBe(
      `{"data":[{"event_name":"Appointment set","event_time":${eventTime},"action_source":"system_generated",` +
        `"event_id":"${leadId}:appointment_set","user_data":{` +
        `"em":["62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f"],` +
        `"ph":["e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176"],` +
        `"lead_id":${leadgenId}},` +
        `"custom_data":{"lead_event_source":"seller portal","event_source":"crm"}}]}`,
    );
    const rows = await waitFor(
      "the event sent",
      () => eventsOf(leadId),
      (r) => r[0]?.status === "sent",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventId: `${leadId}:appointment_set`,
      eventName: "Appointment set",
      status: "sent",
      attempts: 1,
      responseStatus: 200,
    });
  });

  it("sends a stage once however often the lead reaches it, and a logged contact's move as well", async () => {
    const { leadId } = await metaLead({ email: "twice@example.test", phone: "+14165550188" });
    // Logging a first contact moves a New lead to Attempted contact: that move goes too.
    const contact = await t.app.inject({
      method: "POST",
      url: `/api/leads/${leadId}/contacts`,
      headers: { ...sameOrigin, cookie: agentCookie },
      payload: { channel: "call", outcome: "no_answer" },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    for (const stage of ["contacted", "attempted_contact", "contacted", "lost", "contacted"]) {
      expect((await moveTo(leadId, stage)).statusCode).toBe(200);
    }
    const rows = await waitFor(
      "both events sent",
      () => eventsOf(leadId),
      (r) => r.length === 2 && r.every((e) => e.status === "sent"),
    );
    expect(rows.map((r) => r.eventId)).toEqual([`${leadId}:attempted_contact`, `${leadId}:contacted`]);
    await new Promise((r) => setTimeout(r, 300));
    const sent = graph.eventRequests.map((r) => JSON.parse(r.body).data[0].event_id);
    expect(sent.sort()).toEqual([`${leadId}:attempted_contact`, `${leadId}:contacted`]);
    // The phone with its country code, digits only, hashed.
    expect(JSON.parse(graph.eventRequests[0]?.body as string).data[0].user_data.ph).toEqual([sha256("14165550188")]);
  });

  it("sends nothing for a web lead, nor while the switch is off", async () => {
    const webId = `lead_${Date.now()}_${randomBytes(4).toString("hex")}`;
    const web = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      payload: {
        id: webId,
        leadSecret: randomBytes(16).toString("base64url"),
        fullName: "Wendy Web",
        email: "wendy@example.test",
        phone: "416-555-0142",
      },
    });
    expect(web.statusCode, web.body).toBe(200);
    expect((await moveTo(webId, "contacted")).statusCode).toBe(200);

    await setSwitch(false);
    const { leadId } = await metaLead({ email: "off@example.test", phone: "+14165550111" });
    expect((await moveTo(leadId, "contacted")).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await eventsOf(webId)).toEqual([]);
    expect(await eventsOf(leadId)).toEqual([]);
    expect(graph.eventRequests).toEqual([]);
  });
});

describe("consent", () => {
  async function unsubscribe(leadId: string) {
    // The link a guide or marketing e-mail carries (written when such an e-mail goes out).
    const token = randomBytes(24).toString("base64url");
    await t.db.update(leads).set({ unsubscribeToken: token }).where(eq(leads.id, leadId));
    const res = await t.app.inject({ method: "POST", url: `/unsubscribe/${token}` });
    expect(res.statusCode).toBe(200);
  }

  it("writes and sends nothing for a lead whose consent was withdrawn", async () => {
    const { leadId } = await metaLead({ email: "withdrawn@example.test", phone: "+14165550122" });
    await unsubscribe(leadId);
    expect((await moveTo(leadId, "appointment_set")).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await eventsOf(leadId)).toEqual([]);
    expect(graph.eventRequests).toEqual([]);
  });

  it("holds back an event written before the consent was withdrawn: read again just before sending", async () => {
    const worker = t.app.conversions.worker;
    if (!worker) throw new Error("the conversions worker runs when configured");
    const { leadId } = await metaLead({ email: "later@example.test", phone: "+14165550133" });
    await worker.stop();
    try {
      expect((await moveTo(leadId, "appointment_set")).statusCode).toBe(200);
      expect((await eventsOf(leadId)).map((e) => e.status)).toEqual(["pending"]);
      await unsubscribe(leadId);
    } finally {
      worker.start();
    }
    const [row] = await waitFor(
      "the event held back",
      () => eventsOf(leadId),
      (r) => r[0]?.status === "failed",
    );
    expect(row).toMatchObject({
      status: "failed",
      // The unsubscribe link put the address on the suppression list, beside the ledger's withdrawal.
      lastError: "Held back: suppressed",
      payload: { erased: true },
    });
    expect(graph.eventRequests).toEqual([]);
  });
});

describe("delivery", () => {
  it("tries again after Meta's 503 and fails at once on its 400, as webhooks do", async () => {
    const worker = t.app.conversions.worker;
    if (!worker) throw new Error("the conversions worker runs when configured");
    graph.eventsAnswer = 400;
    const refused = await metaLead({ email: "refused@example.test", phone: "+14165550144" });
    expect((await moveTo(refused.leadId, "contacted")).statusCode).toBe(200);
    const [failed] = await waitFor(
      "the refusal",
      () => eventsOf(refused.leadId),
      (r) => r[0]?.status === "failed",
    );
    expect(failed).toMatchObject({
      attempts: 1,
      responseStatus: 400,
      lastError: "The Graph API answered 400: Service temporarily unavailable",
    });

    graph.eventsAnswer = 503;
    const later = await metaLead({ email: "later503@example.test", phone: "+14165550155" });
    expect((await moveTo(later.leadId, "contacted")).statusCode).toBe(200);
    const [pending] = await waitFor(
      "the 503",
      () => eventsOf(later.leadId),
      (r) => r[0]?.responseStatus === 503,
    );
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(pending?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
  });
});

describe("privacy", () => {
  it("exports the person's events and erases their hashes, leaving the event ids", async () => {
    const { leadId } = await metaLead({ email: "erase.me@example.test", phone: "+14165550166" });
    expect((await moveTo(leadId, "contacted")).statusCode).toBe(200);
    await waitFor(
      "the event sent",
      () => eventsOf(leadId),
      (r) => r[0]?.status === "sent",
    );

    const exported = await t.app.inject({
      method: "GET",
      url: "/api/admin/privacy/person?email=erase.me@example.test",
      headers: { cookie: adminCookie },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const events = exported.json().metaConversionEvents as { eventId: string; payload: { user_data: unknown } }[];
    expect(events.map((e) => e.eventId)).toEqual([`${leadId}:contacted`]);
    expect(events[0]?.payload.user_data).toMatchObject({ em: [sha256("erase.me@example.test")] });

    const erased = await t.app.inject({
      method: "POST",
      url: "/api/admin/privacy/person/erase",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: { email: "erase.me@example.test", confirmEmail: "erase.me@example.test" },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await eventsOf(leadId)).toMatchObject([{ eventId: `${leadId}:contacted`, payload: { erased: true } }]);
  });
});
