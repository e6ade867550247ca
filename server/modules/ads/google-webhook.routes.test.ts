import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adLeads, consentEvents, emailOutbox, leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";

const KEY = "google-lead-form-key-0123";

let t: TestApp;
let adminCookie: string;
let agent: { id: number; email: string };
let n = 0;

beforeAll(async () => {
  t = await buildTestApp({ GOOGLE_LEAD_FORM_KEY: KEY });
  const admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  agent = await createUser(t.db, { firstName: "Gus", lastName: "Google" });
  const pool = await t.app.inject({
    method: "POST",
    url: "/api/admin/pools",
    headers: { ...sameOrigin, cookie: adminCookie },
    payload: { name: "Ad leads", leadType: "any", memberIds: [agent.id] },
  });
  expect(pool.statusCode, pool.body).toBe(201);
});
afterAll(() => t.close());

/** A submission as Google Ads' lead form webhook posts it (api_version 1.0). */
function googleLead(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    lead_id: `TeSter-123-ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789-${n}`,
    user_column_data: [
      { column_name: "Full Name", string_value: "Gabriel Tremblay", column_id: "FULL_NAME" },
      { column_name: "User Email", string_value: `gabriel.${n}@example.test`, column_id: "EMAIL" },
      { column_name: "User Phone", string_value: "+1 514-555-0142", column_id: "PHONE_NUMBER" },
      { column_name: "Postal Code", string_value: "H2X 1Y4", column_id: "POSTAL_CODE" },
      { column_name: "When do you plan to sell?", string_value: "This spring", column_id: "when_to_sell" },
    ],
    api_version: "1.0",
    form_id: 40000000000,
    campaign_id: 12345678901,
    adgroup_id: 20000000000,
    creative_id: 30000000000,
    google_key: KEY,
    gcl_id: `EAIaIQobChMI-test-${n}`,
    is_test: false,
    ...overrides,
  };
}

const post = (payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/ads/google/webhook",
    headers: { "content-type": "application/json" },
    payload,
  });

describe("Google Ads lead form webhook", () => {
  it("makes a lead with its click id and campaign, routed and alerted; the key is not kept", async () => {
    const body = googleLead();
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, replayed: 0 });
    const [adLead] = await t.db.select().from(adLeads).where(eq(adLeads.externalId, body.lead_id));
    expect(adLead).toMatchObject({
      platform: "google",
      campaignId: "12345678901",
      adsetId: "20000000000",
      adId: "30000000000",
      formId: "40000000000",
      gclId: body.gcl_id,
      isTest: false,
    });
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, adLead?.leadId ?? ""));
    expect(lead).toMatchObject({
      fullName: "Gabriel Tremblay",
      email: body.user_column_data[1]?.string_value,
      phoneE164: "+15145550142",
      postalCode: "H2X 1Y4",
      comments: "When do you plan to sell?: This spring",
      source: "google",
      agentId: agent.id,
      consentTextVersion: "google-lead-form/40000000000",
    });
    expect(JSON.stringify(lead?.formData)).not.toContain(KEY);
    expect(JSON.stringify(lead?.formData)).toContain(body.gcl_id);
    const alerts = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, lead?.id ?? ""));
    expect(alerts.map((a) => a.kind).sort()).toEqual(["lead_acknowledgement", "new_lead"]);
    const consent = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.leadId, lead?.id ?? ""));
    expect(consent.map((c) => [c.purpose, c.channel, c.form]).sort()).toEqual([
      ["inquiry", "google", "google-lead-form/40000000000"],
      ["sellers_guide", "google", "google-lead-form/40000000000"],
    ]);
  });

  it("refuses a wrong or missing google_key before anything is stored or validated", async () => {
    for (const key of ["google-lead-form-key-0124", "", undefined]) {
      const body = googleLead({ google_key: key });
      const res = await post(body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "invalid_key", message: "The lead form key is not valid." });
      expect(await t.db.select().from(adLeads).where(eq(adLeads.externalId, body.lead_id))).toHaveLength(0);
    }
    // Without the key, a malformed body says nothing of what the body should be.
    const malformed = await post({ nonsense: true });
    expect(malformed.statusCode).toBe(403);
    // With it, a malformed body is a 400.
    const invalid = await post({ google_key: KEY, user_column_data: "x" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe("validation_error");
  });

  it("makes no second lead when Google sends the same lead again", async () => {
    const body = googleLead();
    expect((await post(body)).json()).toEqual({ created: 1, replayed: 0 });
    expect((await post(body)).json()).toEqual({ created: 0, replayed: 1 });
    const email = body.user_column_data[1]?.string_value ?? "";
    expect(await t.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(1);
  });

  it("marks a test lead test", async () => {
    const body = googleLead({ is_test: true });
    expect((await post(body)).statusCode).toBe(200);
    const [adLead] = await t.db.select().from(adLeads).where(eq(adLeads.externalId, body.lead_id));
    expect(adLead?.isTest).toBe(true);
  });
});

describe("an ad lead's privacy", () => {
  it("is in the person's export, and erase removes the platform's lead id and the click id", async () => {
    const body = googleLead();
    await post(body);
    const email = body.user_column_data[1]?.string_value ?? "";
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/admin/privacy/person/export?email=${encodeURIComponent(email)}`,
      headers: { cookie: adminCookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().adLeads).toEqual([
      expect.objectContaining({
        platform: "google",
        externalId: body.lead_id,
        gclId: body.gcl_id,
        campaignId: "12345678901",
      }),
    ]);
    const erased = await t.app.inject({
      method: "POST",
      url: "/api/admin/privacy/person/erase",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: { email, confirmEmail: email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await t.db.select().from(adLeads).where(eq(adLeads.campaignId, "12345678901"));
    const row = rows.find((r) => r.externalId === `erased-${r.id}` && r.gclId === null);
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(body.gcl_id);
    expect(JSON.stringify(rows)).not.toContain(body.lead_id);
  });
});

describe("Google Ads lead form webhook, not configured", () => {
  it("answers 404", async () => {
    const off = await buildTestApp();
    try {
      const res = await off.app.inject({ method: "POST", url: "/api/ads/google/webhook", payload: googleLead() });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
