import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadHistory, webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let agentCookie: string;
let agentId: number;
let writeKey: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { role: "admin" });
  const adminCookie = await signIn(t.app, admin.email);
  const agent = await createUser(t.db, { role: "agent" });
  agentId = agent.id;
  agentCookie = await signIn(t.app, agent.email);
  const key = await t.app.inject({
    method: "POST",
    url: "/api/admin/api-keys",
    headers: { ...sameOrigin, cookie: adminCookie },
    payload: { name: "Back office", scopes: ["leads:write"] },
  });
  writeKey = key.json().key;
  await t.db
    .insert(webhookEndpoints)
    .values({ url: "https://hooks.example.test/in", events: ["lead.updated"], secret: "whsec_test" });
});
afterAll(() => t.close());

const staff = (method: "GET" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, cookie: agentCookie }, ...(payload ? { payload } : {}) });

describe("a lead's outcome", () => {
  it("is empty at first, then the agent records the listing and the sale, each change in history and webhooks", async () => {
    const lead = await createLead(t.db, { submittedAt: new Date(), status: "Contacted" });
    const first = await staff("GET", `/api/leads/${lead.id}/outcome`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      listingSignedOn: null,
      listPriceCents: null,
      soldOn: null,
      soldPriceCents: null,
      gciCents: null,
      updatedAt: null,
    });

    const listed = await staff("PUT", `/api/leads/${lead.id}/outcome`, {
      listingSignedOn: "2026-10-01",
      listPriceCents: 82_500_000,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ listingSignedOn: "2026-10-01", listPriceCents: 82_500_000, soldOn: null });

    const sold = await staff("PUT", `/api/leads/${lead.id}/outcome`, {
      soldOn: "2026-11-15",
      soldPriceCents: 81_000_000,
      gciCents: 2_025_000,
    });
    expect(sold.json()).toMatchObject({
      listingSignedOn: "2026-10-01",
      listPriceCents: 82_500_000,
      soldOn: "2026-11-15",
      soldPriceCents: 81_000_000,
      gciCents: 2_025_000,
    });

    const history = await t.db
      .select()
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, lead.id), eq(leadHistory.changeType, "edit")))
      .orderBy(leadHistory.id);
    expect(history.map((h) => [h.fieldName, h.oldValue, h.newValue, h.userId])).toEqual([
      ["listingSignedOn", null, "2026-10-01", agentId],
      ["listPrice", null, "825000.00", agentId],
      ["soldOn", null, "2026-11-15", agentId],
      ["soldPrice", null, "810000.00", agentId],
      ["gci", null, "20250.00", agentId],
    ]);
    const hooks = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.leadId, lead.id))
      .orderBy(webhookDeliveries.id);
    expect(hooks.map((h) => (h.payload as { type: string; data: { changes: unknown } }).data.changes)).toEqual([
      [
        { field: "listingSignedOn", oldValue: null, newValue: "2026-10-01" },
        { field: "listPrice", oldValue: null, newValue: "825000.00" },
      ],
      [
        { field: "soldOn", oldValue: null, newValue: "2026-11-15" },
        { field: "soldPrice", oldValue: null, newValue: "810000.00" },
        { field: "gci", oldValue: null, newValue: "20250.00" },
      ],
    ]);
    expect(hooks.map((h) => h.eventType)).toEqual(["lead.updated", "lead.updated"]);

    // The same values again change nothing.
    await staff("PUT", `/api/leads/${lead.id}/outcome`, { gciCents: 2_025_000 });
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.leadId, lead.id))).toHaveLength(2);
  });

  it("refuses a sale dated before the listing, bad money, unknown fields and unknown leads", async () => {
    const lead = await createLead(t.db, { submittedAt: new Date() });
    await staff("PUT", `/api/leads/${lead.id}/outcome`, { listingSignedOn: "2026-10-01" });
    const before = await staff("PUT", `/api/leads/${lead.id}/outcome`, { soldOn: "2026-09-30" });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({
      code: "validation_error",
      message: "The sale cannot be dated before the listing was signed.",
    });
    for (const payload of [{ gciCents: 12.5 }, { gciCents: -1 }, { soldOn: "30/09/2026" }, { commission: 5 }]) {
      const res = await staff("PUT", `/api/leads/${lead.id}/outcome`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("validation_error");
    }
    const missing = await staff("PUT", "/api/leads/lead_1700000000000_abcdefabcdef/outcome", { gciCents: 1 });
    expect(missing.statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: "GET", url: `/api/leads/${lead.id}/outcome` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("is recorded by an integration through /api/v1 with a leads:write key", async () => {
    const lead = await createLead(t.db, { submittedAt: new Date() });
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/v1/leads/${lead.id}/outcome`,
      headers: { authorization: `Bearer ${writeKey}` },
      payload: { listingSignedOn: "2026-11-03", listPriceCents: 64_900_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ listingSignedOn: "2026-11-03", listPriceCents: 64_900_000 });
    const [row] = await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(row).toMatchObject({
      fieldName: "listingSignedOn",
      userId: null,
      notes: "Outcome changed by API key Back office",
    });
    const noKey = await t.app.inject({
      method: "PUT",
      url: `/api/v1/leads/${lead.id}/outcome`,
      payload: { gciCents: 1 },
    });
    expect(noKey.statusCode).toBe(401);
  });
});
