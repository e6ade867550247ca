import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adLeads, consentEvents, emailOutbox, leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";
import { type GraphLead, type MetaGraphPeer, metaLeadgenWebhook, startMetaGraphPeer } from "../../test/meta-graph-peer";

const APP_SECRET = "meta-app-secret-0123456789abcdef";
const VERIFY_TOKEN = "verify-me-please";
const ACCESS_TOKEN = "EAAG-page-token-test";

let t: TestApp;
let graph: MetaGraphPeer;
let adminCookie: string;
let agent: { id: number; email: string };
let nextId = 8_000_000_000_000_000;

beforeAll(async () => {
  graph = await startMetaGraphPeer(ACCESS_TOKEN);
  t = await buildTestApp({
    META_VERIFY_TOKEN: VERIFY_TOKEN,
    META_APP_SECRET: APP_SECRET,
    META_ACCESS_TOKEN: ACCESS_TOKEN,
    META_GRAPH_BASE: graph.base,
  });
  const admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  agent = await createUser(t.db, { firstName: "Maude", lastName: "Meta" });
  const pool = await t.app.inject({
    method: "POST",
    url: "/api/admin/pools",
    headers: { ...sameOrigin, cookie: adminCookie },
    payload: { name: "Ad leads", leadType: "any", memberIds: [agent.id] },
  });
  expect(pool.statusCode, pool.body).toBe(201);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(() => {
  graph.requests.length = 0;
  graph.failWith = null;
});

/** A lead on the Graph peer, as a seller filled Meta's instant form. */
function graphLead(overrides: Partial<GraphLead> = {}): GraphLead {
  nextId += 1;
  const id = String(nextId);
  return {
    id,
    created_time: "2026-12-02T15:04:05+0000",
    ad_id: "238000111",
    adset_id: "238000222",
    campaign_id: "238000333",
    campaign_name: "Sellers Hamilton Q4",
    form_id: "555000111",
    is_organic: false,
    field_data: [
      { name: "full_name", values: ["Fatima Lead"] },
      { name: "email", values: [`fatima.${id}@example.test`] },
      { name: "phone_number", values: ["+14165550188"] },
      { name: "post_code", values: ["l8p 4r5"] },
      { name: "when_are_you_planning_to_sell?", values: ["in_3_months"] },
    ],
    custom_disclaimer_responses: [{ checkbox_key: "marketing_emails", is_checked: "1" }],
    ...overrides,
  };
}

const post = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: "POST",
    url: "/api/ads/meta/webhook",
    headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
    payload: body,
  });

async function deliver(lead: GraphLead) {
  graph.leads.set(lead.id, lead);
  const { body, signature } = metaLeadgenWebhook(APP_SECRET, [{ leadgenId: lead.id }]);
  return post(body, signature);
}

const adLeadOf = async (leadgenId: string) =>
  (
    await t.db
      .select()
      .from(adLeads)
      .where(and(eq(adLeads.platform, "meta"), eq(adLeads.externalId, leadgenId)))
  )[0];

describe("Meta Lead Ads webhook", () => {
  it("answers the verification handshake with the challenge, only for the verify token", async () => {
    const ok = await t.app.inject({
      method: "GET",
      url: `/api/ads/meta/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    expect(ok.headers["content-type"]).toMatch(/^text\/plain/);

    const wrong = await t.app.inject({
      method: "GET",
      url: "/api/ads/meta/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444",
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "invalid_verify_token", message: "The verify token does not match." });

    const noMode = await t.app.inject({ method: "GET", url: "/api/ads/meta/webhook?hub.challenge=1" });
    expect(noMode.statusCode).toBe(400);
    expect(noMode.json().code).toBe("validation_error");
  });

  it("makes a verified leadgen a routed, alerted, acknowledged lead with its campaign ids and the form's consent", async () => {
    const lead = graphLead();
    const res = await deliver(lead);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, replayed: 0 });

    // Read from the Graph API with the Page token as a bearer, never in the URL.
    expect(graph.requests).toHaveLength(1);
    expect(graph.requests[0]?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(graph.requests[0]?.url).not.toContain(ACCESS_TOKEN);
    expect(graph.requests[0]?.url).toMatch(new RegExp(`^/v21\\.0/${lead.id}\\?fields=.*campaign_id.*field_data`));

    const adLead = await adLeadOf(lead.id);
    expect(adLead).toMatchObject({
      campaignId: "238000333",
      campaignName: "Sellers Hamilton Q4",
      adsetId: "238000222",
      adId: "238000111",
      formId: "555000111",
      gclId: null,
      isTest: false,
    });
    const [stored] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, adLead?.leadId ?? ""));
    expect(stored).toMatchObject({
      fullName: "Fatima Lead",
      email: `fatima.${lead.id}@example.test`,
      phone: "+14165550188",
      phoneE164: "+14165550188",
      postalCode: "L8P 4R5",
      comments: "when_are_you_planning_to_sell?: in_3_months",
      source: "facebook",
      status: "Contacted",
      agentId: agent.id,
      consentBasis: "express",
      consentTextVersion: "meta-lead-form/555000111",
    });
    expect(stored?.utm).toEqual({
      utm_source: "facebook",
      utm_medium: "paid",
      utm_campaign: "238000333",
      utm_content: "238000111",
    });
    expect(stored?.submittedAt).not.toBeNull();

    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, stored?.id ?? ""));
    expect(mail.map((m) => [m.kind, m.toAddress]).sort()).toEqual(
      [
        ["lead_acknowledgement", `fatima.${lead.id}@example.test`],
        ["new_lead", agent.email],
      ].sort(),
    );
    const consent = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.leadId, stored?.id ?? ""));
    expect(consent.map((c) => [c.purpose, c.basis, c.channel, c.form]).sort()).toEqual(
      [
        ["inquiry", "implied", "meta", "meta-lead-form/555000111"],
        ["marketing", "express", "meta", "meta-lead-form/555000111"],
        ["sellers_guide", "implied", "meta", "meta-lead-form/555000111"],
      ].sort(),
    );
  });

  it("records no marketing consent when the form's disclaimer box was left unticked", async () => {
    const lead = graphLead({ custom_disclaimer_responses: [{ checkbox_key: "marketing_emails", is_checked: "" }] });
    expect((await deliver(lead)).statusCode).toBe(200);
    const adLead = await adLeadOf(lead.id);
    const consent = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.leadId, adLead?.leadId ?? ""));
    expect(consent.map((c) => c.purpose).sort()).toEqual(["inquiry", "sellers_guide"]);
  });

  it("makes no second lead for a replayed webhook, and does not read the lead again", async () => {
    const lead = graphLead();
    expect((await deliver(lead)).json()).toEqual({ created: 1, replayed: 0 });
    const again = await deliver(lead);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ created: 0, replayed: 1 });
    expect(graph.requests).toHaveLength(1);
    const email = `fatima.${lead.id}@example.test`;
    expect(await t.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(1);
    const alerts = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "new_lead"), eq(emailOutbox.leadId, (await adLeadOf(lead.id))?.leadId ?? "")));
    expect(alerts).toHaveLength(1);
  });

  it("makes one lead when two copies of a webhook arrive together", async () => {
    const lead = graphLead();
    graph.leads.set(lead.id, lead);
    const { body, signature } = metaLeadgenWebhook(APP_SECRET, [{ leadgenId: lead.id }]);
    const answers = await Promise.all([post(body, signature), post(body, signature)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().created).sort()).toEqual([0, 1]);
    expect(await t.db.select().from(adLeads).where(eq(adLeads.externalId, lead.id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(leads)
        .where(eq(leads.email, `fatima.${lead.id}@example.test`)),
    ).toHaveLength(1);
  });

  it("refuses a bad or missing signature before reading anything: no Graph call, no lead", async () => {
    const lead = graphLead();
    graph.leads.set(lead.id, lead);
    const { body, signature } = metaLeadgenWebhook(APP_SECRET, [{ leadgenId: lead.id }]);
    const forged = metaLeadgenWebhook("another-secret-0123456789abcdef", [{ leadgenId: lead.id }]).signature;
    for (const sig of [forged, undefined, "sha256=zz", signature.replace("sha256=", "sha1=")]) {
      const res = await post(body, sig);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "invalid_signature", message: "The request signature is not valid." });
    }
    // The right signature over other bytes (one space added) is refused too.
    const tampered = await post(`${body} `, signature);
    expect(tampered.statusCode).toBe(403);
    expect(graph.requests).toHaveLength(0);
    expect(await adLeadOf(lead.id)).toBeUndefined();
  });

  it("answers 400 for a signed body that is not a Page webhook, and skips changes of other fields", async () => {
    const { createHmac } = await import("node:crypto");
    const sign = (b: string) => `sha256=${createHmac("sha256", APP_SECRET).update(b).digest("hex")}`;
    const notJson = "{not json";
    const bad = await post(notJson, sign(notJson));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("invalid_json");
    const wrongShape = JSON.stringify({ object: "page", entry: "nope" });
    const shape = await post(wrongShape, sign(wrongShape));
    expect(shape.statusCode).toBe(400);
    expect(shape.json()).toMatchObject({ code: "validation_error" });
    const feed = JSON.stringify({ object: "page", entry: [{ id: "1", changes: [{ field: "feed", value: {} }] }] });
    const skipped = await post(feed, sign(feed));
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toEqual({ created: 0, replayed: 0 });
  });

  it("answers 503 when the Graph API fails, so Meta sends it again; the retry makes the lead", async () => {
    const lead = graphLead();
    graph.failWith = 500;
    const failed = await deliver(lead);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: "ad_platform_unavailable" });
    expect(await adLeadOf(lead.id)).toBeUndefined();
    graph.failWith = null;
    expect((await deliver(lead)).json()).toEqual({ created: 1, replayed: 0 });
  });

  it("finds a returning seller's earlier lead as a duplicate", async () => {
    const first = graphLead();
    await deliver(first);
    const email = `fatima.${first.id}@example.test`;
    const second = graphLead({
      field_data: [
        { name: "full_name", values: ["Fatima Lead"] },
        { name: "email", values: [email.toUpperCase()] },
      ],
    });
    await deliver(second);
    const secondLead = await adLeadOf(second.id);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/leads/${secondLead?.leadId}/duplicates`,
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { lead: { id: string } }) => d.lead.id)).toEqual([(await adLeadOf(first.id))?.leadId]);
  });

  it("maps the form's own questions by the admin's mapping", async () => {
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/ads/field-mappings",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: [
        { platform: "meta", questionKey: "When_are_you_planning_to_sell?", leadField: "timeline" },
        { platform: "meta", questionKey: "ok_to_email", leadField: "consent:marketing" },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual([
      { platform: "meta", questionKey: "ok_to_email", leadField: "consent:marketing" },
      { platform: "meta", questionKey: "when_are_you_planning_to_sell?", leadField: "timeline" },
    ]);
    const lead = graphLead({ custom_disclaimer_responses: [{ checkbox_key: "ok_to_email", is_checked: "1" }] });
    await deliver(lead);
    const [stored] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, (await adLeadOf(lead.id))?.leadId ?? ""));
    expect(stored).toMatchObject({ timeline: "in_3_months", comments: null, consentBasis: "express" });

    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/admin/ads/field-mappings",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: [{ platform: "meta", questionKey: "x", leadField: "password" }],
    });
    expect(refused.statusCode).toBe(400);
    const agentCookie = await signIn(t.app, agent.email);
    const forbidden = await t.app.inject({
      method: "GET",
      url: "/api/admin/ads/field-mappings",
      headers: { cookie: agentCookie },
    });
    expect(forbidden.statusCode).toBe(403);
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/ads/field-mappings",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: [],
    });
  });
});

describe("Meta Lead Ads webhook, not configured", () => {
  it("answers 404 to the handshake and to notifications", async () => {
    const off = await buildTestApp();
    try {
      const get = await off.app.inject({
        method: "GET",
        url: "/api/ads/meta/webhook?hub.mode=subscribe&hub.verify_token=anything&hub.challenge=1",
      });
      expect(get.statusCode).toBe(404);
      const { body, signature } = metaLeadgenWebhook(APP_SECRET, [{ leadgenId: "1" }]);
      const res = await off.app.inject({
        method: "POST",
        url: "/api/ads/meta/webhook",
        headers: { "content-type": "application/json", "x-hub-signature-256": signature },
        payload: body,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("not_found");
    } finally {
      await off.close();
    }
  });
});
