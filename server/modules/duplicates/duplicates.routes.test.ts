import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadContacts, leadHistory, leads, notes, reminders, sellersGuides } from "../../db/schema/index";
import { seedGuides } from "../../db/seed/guides";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let cookie: string;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const agent = await createUser(t.db, { firstName: "Riley", lastName: "Stone" });
  userId = agent.id;
  cookie = await signIn(t.app, agent.email);
});
afterAll(() => t.close());

const send = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown, headers = { cookie }) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, ...headers }, payload: payload as object | undefined });
const duplicateIds = async (id: string) =>
  (await send("GET", `/api/leads/${id}/duplicates`)).json().map((d: { lead: { id: string } }) => d.lead.id);
const word = () => randomBytes(4).toString("hex");

describe("possible duplicates", () => {
  it("match an e-mail whatever its case and surrounding spaces", async () => {
    const local = `jo.smith.${word()}`;
    const a = await createLead(t.db, { email: `${local}@Example.com`, phone: null, fullName: "Jo Smith" });
    const b = await createLead(t.db, { email: `  ${local.toUpperCase()}@example.COM `, phone: null, fullName: "J." });
    await createLead(t.db, { email: `${local}x@example.com`, phone: null });
    const res = await send("GET", `/api/leads/${a.id}/duplicates`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ lead: expect.objectContaining({ id: b.id }), reasons: ["email"] }]);
  });

  it("match a phone written any way plus a similar name, not a stranger's on the same phone", async () => {
    const n = String(1000 + Math.floor(Math.random() * 8999));
    const a = await createLead(t.db, { phone: `(613) 555-${n}`, fullName: "Jordan Smith", email: null });
    const b = await createLead(t.db, { phone: `+1 613-555-${n}`, fullName: "jordan smith", email: null });
    const c = await createLead(t.db, { phone: `1613555${n}`, fullName: "Jordan Smyth", email: null });
    const d = await createLead(t.db, { phone: `613.555.${n}`, fullName: null, email: null });
    await createLead(t.db, { phone: `613 555 ${n}`, fullName: "Completely Different", email: null });
    expect((await duplicateIds(a.id)).sort()).toEqual([b.id, c.id, d.id].sort());
  });

  it("are found for a lead captured by a public flow and after a staff edit", async () => {
    const email = `capture.${word()}@example.com`;
    const existing = await createLead(t.db, { email, fullName: "Casey Capture" });
    const id = newLeadId();
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: sameOrigin,
      payload: { id, leadSecret: "z".repeat(32), leadType: "cash", name: "Casey Capture", email: email.toUpperCase() },
    });
    expect(saved.statusCode).toBe(200);
    expect(await duplicateIds(id)).toEqual([existing.id]);

    const n = String(1000 + Math.floor(Math.random() * 8999));
    const edited = await createLead(t.db, { phone: null, email: null, fullName: "Edie Edit" });
    const other = await createLead(t.db, { phone: `250-555-${n}`, email: null, fullName: "Edie Edit" });
    expect(await duplicateIds(edited.id)).toEqual([]);
    expect((await send("PATCH", `/api/leads/${edited.id}`, { phone: `(250) 555 ${n}` })).statusCode).toBe(200);
    expect(await duplicateIds(edited.id)).toEqual([other.id]);
  });
});

describe("merging two leads", () => {
  it("keeps every note, reminder, history row, contact, guide and consent, and redirects the merged id", async () => {
    const keep = await createLead(t.db, { fullName: "Morgan Keep", phone: "(416) 555-0001", city: "Toronto" });
    const other = await createLead(t.db, {
      fullName: "Morgan K.",
      phone: "(416) 555-0002",
      city: "Ottawa",
      consentAt: new Date("2026-01-10T10:00:00Z"),
      consentBasis: "express",
      consentTextVersion: "v3",
      doNotEmail: true,
    });
    for (const lead of [keep, other]) {
      await send("POST", "/api/notes", { leadId: lead.id, content: `Note on ${lead.fullName}` });
      await send("POST", "/api/reminders", {
        leadId: lead.id,
        title: `Call ${lead.fullName}`,
        dueDate: "2026-12-01T15:00:00Z",
      });
      await send("POST", `/api/leads/${lead.id}/contacts`, { channel: "call", outcome: "no_answer" });
    }
    await t.db.insert(sellersGuides).values({
      token: `tok_${word()}${word()}`,
      leadId: other.id,
      topic: "Pricing",
      content: { title: "T", introduction: "I", sections: [], conclusion: "C" },
    });
    const historyBefore = (await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, other.id))).length;
    const keepHistoryBefore = (await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, keep.id))).length;

    const res = await send("POST", `/api/leads/${keep.id}/merge`, {
      otherId: other.id,
      take: { phone: "other", city: "other" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: keep.id,
      fullName: "Morgan Keep",
      phone: "(416) 555-0002",
      city: "Ottawa",
      consentBasis: "express",
      consentAt: "2026-01-10T10:00:00.000Z",
    });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, keep.id));
    expect(row?.doNotEmail).toBe(true);
    expect(row?.phoneE164).toBe("+14165550002");

    const byLead = async <T extends { leadId: string | null }>(
      table: typeof notes | typeof reminders | typeof leadContacts,
    ) => (await t.db.select().from(table).where(eq(table.leadId, keep.id))) as unknown as T[];
    expect((await byLead<{ content: string; leadId: string }>(notes)).map((n) => n.content).sort()).toEqual([
      "Note on Morgan K.",
      "Note on Morgan Keep",
    ]);
    expect((await byLead<{ title: string; leadId: string }>(reminders)).map((r) => r.title).sort()).toEqual([
      "Call Morgan K.",
      "Call Morgan Keep",
    ]);
    expect(await byLead(leadContacts)).toHaveLength(2);
    const guides = await t.db.select().from(sellersGuides).where(eq(sellersGuides.leadId, keep.id));
    expect(guides).toHaveLength(1);
    const history = await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, keep.id));
    // Both leads' rows, plus the merge row.
    expect(history).toHaveLength(historyBefore + keepHistoryBefore + 1);
    const mergeRow = history.find((h) => h.changeType === "merge");
    expect(mergeRow).toMatchObject({ oldValue: other.id, newValue: keep.id, userId });
    expect(mergeRow?.notes).toContain("Fields taken from it: phone, city.");
    expect(mergeRow?.notes).toContain("Its consent: express on 2026-01-10T10:00:00.000Z (v3).");
    expect(mergeRow).toMatchObject({
      code: "merged",
      params: {
        lead: `Morgan K., ${other.email}, (416) 555-0002`,
        named: true,
        // Its logged contact (no answer) had moved it on from New.
        stage: "attempted_contact",
        fields: ["phone", "city"],
        consent: { basis: "express", at: "2026-01-10T10:00:00.000Z", version: "v3" },
      },
    });

    const redirected = await send("GET", `/api/leads/${other.id}`);
    expect(redirected.statusCode).toBe(308);
    expect(redirected.headers.location).toBe(`/api/leads/${keep.id}`);
    expect((await t.db.select().from(leads).where(eq(leads.id, other.id))).length).toBe(0);

    // A lead merged into the kept one later carries the old redirect with it.
    const third = await createLead(t.db, { fullName: "Morgan Third" });
    expect((await send("POST", `/api/leads/${third.id}/merge`, { otherId: keep.id })).statusCode).toBe(200);
    expect((await send("GET", `/api/leads/${other.id}`)).headers.location).toBe(`/api/leads/${third.id}`);
  });

  it("lets the merged-away lead's visitor go on with the kept lead: saves, guide and unsubscribe link", async () => {
    const visitor = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, headers: sameOrigin, payload });
    const keepId = newLeadId();
    const otherId = newLeadId();
    const otherSecret = `o${word()}${word()}${word()}${word()}`;
    const email = `merged.${word()}@example.com`;
    expect(
      (await visitor("/api/leads", { id: keepId, leadSecret: "k".repeat(32), leadType: "cash", email })).statusCode,
    ).toBe(200);
    expect(
      (await visitor("/api/leads/partial", { id: otherId, leadSecret: otherSecret, leadType: "cash", email }))
        .statusCode,
    ).toBe(200);
    await t.db
      .update(leads)
      .set({ unsubscribeToken: `keepkeep${word()}${word()}${word()}` })
      .where(eq(leads.id, keepId));
    const otherToken = `otherabc${word()}${word()}${word()}`;
    await t.db.update(leads).set({ unsubscribeToken: otherToken }).where(eq(leads.id, otherId));
    expect((await send("POST", `/api/leads/${keepId}/merge`, { otherId })).statusCode).toBe(200);
    const count = async () => (await t.db.select().from(leads).where(eq(leads.email, email))).length;
    expect(await count()).toBe(1);

    // Progress and the final submit of the old flow land on the kept lead; no new lead appears.
    const partial = await visitor("/api/leads/partial", { id: otherId, leadSecret: otherSecret, city: "Gatineau" });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().id).toBe(keepId);
    const final = await visitor("/api/leads", {
      id: otherId,
      leadSecret: otherSecret,
      leadType: "cash",
      phone: "819-555-0101",
    });
    expect(final.statusCode).toBe(200);
    expect(await count()).toBe(1);
    expect((await t.db.select().from(leads).where(eq(leads.id, otherId))).length).toBe(0);
    const [kept] = await t.db.select().from(leads).where(eq(leads.id, keepId));
    // The public save stores the phone as the contract's phone rule formats it.
    expect(kept).toMatchObject({ city: "Gatineau", phone: "(819) 555-0101" });

    // Without the merged lead's secret the old id is refused, as any lead of another browser.
    const stranger = await visitor("/api/leads/partial", { id: otherId, leadSecret: "s".repeat(32), city: "Hull" });
    expect(stranger.statusCode).toBe(409);
    expect(
      (await visitor("/api/leads", { id: otherId, leadSecret: "s".repeat(32), leadType: "cash" })).statusCode,
    ).toBe(409);

    // The guide the old flow asks for is the kept lead's.
    await seedGuides(t.db);
    const guide = await visitor("/api/sellers-guide/generate", {
      topic: "Pricing Strategy",
      leadId: otherId,
      leadSecret: otherSecret,
    });
    expect(guide.statusCode).toBe(200);
    const [stored] = await t.db.select().from(sellersGuides).where(eq(sellersGuides.token, guide.json().token));
    expect(stored?.leadId).toBe(keepId);

    // The unsubscribe link in the merged lead's e-mails still works, on the kept lead.
    expect((await t.app.inject({ method: "GET", url: `/unsubscribe/${otherToken}` })).statusCode).toBe(200);
    const unsubscribed = await t.app.inject({ method: "POST", url: `/unsubscribe/${otherToken}`, headers: sameOrigin });
    expect(unsubscribed.statusCode).toBe(200);
    const [after] = await t.db.select().from(leads).where(eq(leads.id, keepId));
    expect(after?.doNotEmail).toBe(true);
  });

  it("keeps at most 25 submissions on the merged lead, the newest of both in the order they came", async () => {
    const submissions = (tag: string, minutes: number[]) =>
      minutes.map((m) => ({
        at: new Date(Date.UTC(2026, 10, 1, 12, m)).toISOString(),
        kind: "partial",
        body: { tag, m },
      }));
    // Twenty each, interleaved in time: the keep's at even minutes, the other's at odd ones.
    const keep = await createLead(t.db, {
      formData: submissions(
        "keep",
        Array.from({ length: 20 }, (_, i) => 2 * i),
      ),
    });
    const other = await createLead(t.db, {
      formData: submissions(
        "other",
        Array.from({ length: 20 }, (_, i) => 2 * i + 1),
      ),
    });
    expect((await send("POST", `/api/leads/${keep.id}/merge`, { otherId: other.id })).statusCode).toBe(200);
    const [merged] = await t.db.select().from(leads).where(eq(leads.id, keep.id));
    const kept = (merged?.formData ?? []) as { body: { m: number } }[];
    expect(kept.map((s) => s.body.m)).toEqual(Array.from({ length: 25 }, (_, i) => i + 15));
  });

  it("refuses a merge into itself, an unknown lead, a bad id, a bad field and a visitor", async () => {
    const lead = await createLead(t.db);
    const self = await send("POST", `/api/leads/${lead.id}/merge`, { otherId: lead.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("A lead cannot be merged into itself");
    expect(self.json()).toMatchObject({ code: "validation_error", reason: "merge_self", params: {} });
    const unknown = await send("POST", `/api/leads/${lead.id}/merge`, { otherId: newLeadId() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("The other lead was not found");
    expect(unknown.json()).toMatchObject({ code: "not_found", reason: "other_lead_not_found", params: {} });
    expect((await send("POST", `/api/leads/${lead.id}/merge`, { otherId: "nope" })).statusCode).toBe(400);
    const other = await createLead(t.db);
    const badField = await send("POST", `/api/leads/${lead.id}/merge`, { otherId: other.id, take: { id: "other" } });
    expect(badField.statusCode).toBe(400);
    const visitor = await send("POST", `/api/leads/${lead.id}/merge`, { otherId: other.id }, { cookie: "" });
    expect(visitor.statusCode).toBe(401);
    // Nothing was merged by the refused calls.
    expect((await t.db.select().from(leads).where(eq(leads.id, other.id))).length).toBe(1);
  });
});
