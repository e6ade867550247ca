import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adLeads, leadContacts, leadOutcomes, leads, textMessages, users } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";
import { adReportFactsDrift } from "./ads-report.repository";

// Decision 056: the report reads `ad_report_facts`, which triggers keep in the transaction of each write.
// Every change below goes through the route staff use where there is one, then the report must show it.

let t: TestApp;
let adminCookie: string;
let ava: { id: number };
let ben: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  ava = await createUser(t.db, { firstName: "Ava", lastName: "Facts" });
  ben = await createUser(t.db, { firstName: "Ben", lastName: "Facts" });
});
afterAll(() => t.close());

const submitted = new Date("2025-05-10T12:00:00Z");
const report = async (groupBy = "source") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/reports/ads?from=2025-05&to=2025-05&groupBy=${groupBy}`,
    headers: { cookie: adminCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const facebook = async () => (await report()).rows.find((r: { source: string }) => r.source === "facebook");
const send = (method: "PATCH" | "PUT" | "POST", url: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, cookie: adminCookie }, payload });

describe("the report's facts stay current", () => {
  it("follows the stage, a logged contact, an agent's text, the outcome, the agent, a test flag and a deletion", async () => {
    const lead = await createLead(t.db, { source: "facebook", submittedAt: submitted, agentId: ava.id });
    await t.db.insert(adLeads).values({
      platform: "meta",
      externalId: `meta-${lead.id}`,
      leadId: lead.id,
      campaignId: "C9",
      campaignName: "Campaign C9",
    });
    expect(await facebook()).toMatchObject({ leads: 1, reached: 0, appointments: 0, listingsSigned: 0 });
    expect((await report("campaign")).rows[0]).toMatchObject({ campaignId: "C9", campaignName: "Campaign C9" });

    const staged = await send("PATCH", `/api/leads/${lead.id}`, { stage: "appointment_set" });
    expect(staged.statusCode, staged.body).toBe(200);
    expect(await facebook()).toMatchObject({ appointments: 1, medianFirstAttemptSeconds: null });

    // An agent's text 20 minutes after the submit is the first human attempt; a contact logged now is later.
    await t.db.insert(textMessages).values({
      leadId: lead.id,
      direction: "out",
      kind: "agent",
      body: "Hi",
      status: "sent",
      createdAt: new Date(submitted.getTime() + 20 * 60_000),
    });
    const contact = await send("POST", `/api/leads/${lead.id}/contacts`, { channel: "call", outcome: "reached" });
    expect(contact.statusCode, contact.body).toBe(201);
    expect(await facebook()).toMatchObject({ reached: 1, medianFirstAttemptSeconds: 1200 });

    const signed = await send("PUT", `/api/leads/${lead.id}/outcome`, { listingSignedOn: "2025-05-20" });
    expect(signed.statusCode, signed.body).toBe(200);
    const sold = await send("PUT", `/api/leads/${lead.id}/outcome`, { soldOn: "2025-07-01", gciCents: 1_500_050 });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await facebook()).toMatchObject({ listingsSigned: 1, sold: 1, gciCents: 1_500_050 });

    const moved = await send("PATCH", `/api/leads/${lead.id}`, { agentId: ben.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const agents = (await report("agent")).rows.map((r: { agentName: string; leads: number }) => [
      r.agentName,
      r.leads,
    ]);
    expect(agents).toEqual([["Ben Facts", 1]]);
    // A user deleted: the lead keeps its figures, unassigned.
    await t.db.delete(users).where(eq(users.id, ben.id));
    expect((await report("agent")).rows.map((r: { agentId: number | null }) => r.agentId)).toEqual([null]);

    expect(await adReportFactsDrift(t.db)).toEqual([]);

    // The text and the contact taken back: no attempt is left; the outcome cleared: no listing.
    await t.db.delete(textMessages).where(eq(textMessages.leadId, lead.id));
    await t.db.delete(leadContacts).where(eq(leadContacts.leadId, lead.id));
    await t.db.delete(leadOutcomes).where(eq(leadOutcomes.leadId, lead.id));
    expect(await facebook()).toMatchObject({
      listingsSigned: 0,
      sold: 0,
      gciCents: 0,
      medianFirstAttemptSeconds: null,
    });

    // Marked a test lead by the platform: out of the report.
    await t.db.update(adLeads).set({ isTest: true }).where(eq(adLeads.leadId, lead.id));
    expect((await report()).total.leads).toBe(0);
    await t.db.update(adLeads).set({ isTest: false }).where(eq(adLeads.leadId, lead.id));
    expect((await report()).total.leads).toBe(1);

    await t.db.delete(leads).where(eq(leads.id, lead.id));
    expect((await report()).total.leads).toBe(0);
    expect(await adReportFactsDrift(t.db)).toEqual([]);
  });

  it("counts a lead when it becomes final, and moves a contact merged into another lead", async () => {
    const draft = await createLead(t.db, { source: "google", submittedAt: null });
    const other = await createLead(t.db, { source: "google", submittedAt: new Date("2025-05-03T08:00:00Z") });
    const google = async () => (await report()).rows.find((r: { source: string }) => r.source === "google");
    expect(await google()).toMatchObject({ leads: 1 });
    await t.db.update(leads).set({ submittedAt: submitted }).where(eq(leads.id, draft.id));
    expect(await google()).toMatchObject({ leads: 2, medianFirstAttemptSeconds: null });

    await t.db.insert(leadContacts).values({
      leadId: draft.id,
      userId: ava.id,
      channel: "call",
      outcome: "no_answer",
      createdAt: new Date(submitted.getTime() + 600_000),
    });
    expect(await google()).toMatchObject({ medianFirstAttemptSeconds: 600 });
    await t.db.update(leadContacts).set({ leadId: other.id }).where(eq(leadContacts.leadId, draft.id));
    // The contact is now the other lead's, 7 days and 4 hours 10 minutes after its submit.
    expect(await google()).toMatchObject({ medianFirstAttemptSeconds: 7 * 86_400 + 4 * 3600 + 600 });
    expect(await adReportFactsDrift(t.db)).toEqual([]);
  });
});
