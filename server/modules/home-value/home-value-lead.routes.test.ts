import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSION } from "../../../contract/leads";
import { consentEvents, emailOutbox, leadHomeValues, leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, newLeadId, sameOrigin } from "../../test/factories";
import { insertSampleSales, sampleSales } from "./sample-sales";

// POST /api/home-value/lead: the funnel's one save (issues 41 and 43): the lead, its estimate and comparables,
// then the agent's alert, in one transaction.
let t: TestApp;
const sales = sampleSales({ count: 900, seed: 11, start: "2024-10-01", days: 700 });
const torontoDetached = sales.find((s) => s.city === "Toronto" && s.propertyType === "detached");
const request = {
  street: "25 Maple Avenue",
  city: "Toronto",
  province: "ON",
  postalCode: torontoDetached?.postalCode ?? "M4C 1A1",
  propertyType: "detached",
  livingArea: 1800,
  yearBuilt: 1990,
};

beforeAll(async () => {
  t = await buildTestApp();
  await insertSampleSales(t.db, sales);
  await t.app.homeValue.store.remeasure();
}, 120_000);
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: sameOrigin });

function seller(overrides: Record<string, unknown> = {}) {
  return {
    id: newLeadId(),
    leadSecret: randomBytes(18).toString("base64url"),
    fullName: "Maya Seller",
    email: `maya.${randomBytes(3).toString("hex")}@example.com`,
    phone: "(416) 555-0142",
    consent: true,
    consentTextVersion: CONSENT_TEXT_VERSION,
    marketingConsent: false,
    locale: "en-CA",
    source: "facebook",
    utm: { source: "facebook", campaign: "fall" },
    request,
    ...overrides,
  };
}

const outboxOf = (leadId: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, leadId));
const leadRow = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];
const homeValueRow = async (id: string) =>
  (await t.db.select().from(leadHomeValues).where(eq(leadHomeValues.leadId, id)))[0];

describe("POST /api/home-value/lead", () => {
  it("saves the lead, its estimate and comparables (the server's, not the browser's), then alerts staff", async () => {
    const body = seller();
    const res = await post("/api/home-value/lead", body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, id: body.id, status: "Contacted" });

    expect(await leadRow(body.id)).toMatchObject({
      type: "realtor",
      status: "Contacted",
      fullName: "Maya Seller",
      email: body.email,
      address: "25 Maple Avenue",
      city: "Toronto",
      province: "ON",
      postalCode: request.postalCode,
      source: "facebook",
      utm: { source: "facebook", campaign: "fall" },
    });
    const estimate = (await post("/api/home-value/estimate", request)).json();
    expect(estimate.estimate).not.toBeNull();
    const kept = await homeValueRow(body.id);
    expect(kept?.estimate).toEqual(estimate.estimate);
    expect(kept?.comparables).toEqual(estimate.comparables);
    expect(kept?.request).toMatchObject({ street: "25 Maple Avenue", livingArea: 1800, locale: "en-CA" });

    const kinds = (await outboxOf(body.id)).map((m) => m.kind).sort();
    expect(kinds).toContain("new_lead");
    expect(kinds).toContain("lead_acknowledgement");
    const consent = await t.db.select().from(consentEvents).where(eq(consentEvents.leadId, body.id));
    expect(consent.length).toBeGreaterThan(0);
  });

  it("keeps neither half when the estimate cannot be written: no lead, no estimate, no alert", async () => {
    // A fault in the database itself, after the lead's row and before the alert: the estimate's insert fails.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_fault_street() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.request->>'street' = '13 Fault Street' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.execute(sql`
      CREATE TRIGGER refuse_fault_street BEFORE INSERT ON lead_home_values
      FOR EACH ROW EXECUTE FUNCTION refuse_fault_street()`);
    try {
      const body = seller({ request: { ...request, street: "13 Fault Street" } });
      const res = await post("/api/home-value/lead", body);
      expect(res.statusCode).toBe(500);
      expect(await leadRow(body.id)).toBeUndefined();
      expect(await homeValueRow(body.id)).toBeUndefined();
      expect(await outboxOf(body.id)).toEqual([]);
      expect(await t.db.select().from(consentEvents).where(eq(consentEvents.leadId, body.id))).toEqual([]);

      // The same seller's retry, once the fault is gone, saves both halves under the same id.
      await t.db.execute(sql`DROP TRIGGER refuse_fault_street ON lead_home_values`);
      expect((await post("/api/home-value/lead", body)).statusCode).toBe(200);
      expect(await leadRow(body.id)).toMatchObject({ status: "Contacted" });
      expect(await homeValueRow(body.id)).toMatchObject({ leadId: body.id });
      expect((await outboxOf(body.id)).filter((m) => m.kind === "new_lead")).toHaveLength(1);
    } finally {
      await t.db.execute(sql`DROP TRIGGER IF EXISTS refuse_fault_street ON lead_home_values`);
      await t.db.execute(sql`DROP FUNCTION IF EXISTS refuse_fault_street()`);
    }
  });

  it("refuses a body it cannot trust with 400 and the fields named, and keeps nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [seller({ leadSecret: undefined }), "body.leadSecret"],
      [seller({ id: "not-a-lead-id" }), "body.id"],
      [seller({ consent: false }), "body.consent"],
      [seller({ fullName: "  " }), "body.fullName"],
      [seller({ email: "maya@" }), "body.email"],
      [seller({ request: { ...request, postalCode: "12345" } }), "body.request.postalCode"],
      [seller({ request: { ...request, province: "QC" } }), "body.request.postalCode"],
      [seller({ request: { ...request, yearBuilt: 3025 } }), "body.request.yearBuilt"],
      [seller({ request: undefined }), "body.request"],
    ];
    for (const [body, path] of cases) {
      const res = await post("/api/home-value/lead", body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code, path).toBe("validation_error");
      expect(
        res.json().issues.map((i: { path: string }) => i.path),
        path,
      ).toContain(path);
      if (typeof body.id === "string" && body.id.startsWith("lead_")) expect(await leadRow(body.id)).toBeUndefined();
    }
  });

  it("answers 409 for a lead id another browser owns, and changes nothing of it", async () => {
    const theirs = await createLead(t.db, { fullName: "Someone Else", address: "1 Other Road" });
    const res = await post("/api/home-value/lead", seller({ id: theirs.id }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("lead_conflict");
    expect(await leadRow(theirs.id)).toMatchObject({ fullName: "Someone Else", address: "1 Other Road" });
    expect(await homeValueRow(theirs.id)).toBeUndefined();
  });
});
