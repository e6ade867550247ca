import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPRESENTED_TAG } from "../../../contract/leads";
import { adLeads, leadHistory, leads, webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let agentCookie: string;
let managerCookie: string;
let agentId: number;
let otherAgentId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const agent = await createUser(t.db, { firstName: "Riley", lastName: "Stone" });
  const other = await createUser(t.db, { firstName: "Avery", lastName: "Quinn" });
  const manager = await createUser(t.db, { role: "manager", firstName: "Mona", lastName: "Gerant" });
  agentId = agent.id;
  otherAgentId = other.id;
  agentCookie = await signIn(t.app, agent.email);
  managerCookie = await signIn(t.app, manager.email);
  await t.db.insert(webhookEndpoints).values({
    url: "http://127.0.0.1:9/hook",
    events: ["lead.stage_changed"],
    secret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdA==",
    enabled: false,
  });
});
afterAll(() => t.close());

const send = (method: "GET" | "PATCH" | "POST", url: string, payload?: unknown, cookie = agentCookie) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, cookie }, payload: payload as object | undefined });

const historyOf = (leadId: string) =>
  t.db.select().from(leadHistory).where(eq(leadHistory.leadId, leadId)).orderBy(leadHistory.id);

describe("pipeline stage", () => {
  it("starts at New and writes a 'stage_change' history row with the labels on every move", async () => {
    const lead = await createLead(t.db, { submittedAt: new Date() });
    expect((await send("GET", `/api/leads/${lead.id}`)).json().stage).toBe("new");
    const res = await send("PATCH", `/api/leads/${lead.id}`, { stage: "appointment_set" });
    expect(res.statusCode).toBe(200);
    expect(res.json().stage).toBe("appointment_set");
    const history = await historyOf(lead.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      changeType: "stage_change",
      fieldName: "stage",
      oldValue: "New",
      newValue: "Appointment set",
      userId: agentId,
      code: "stage_changed",
      params: { from: "new", to: "appointment_set" },
    });
    // Moving to the same stage again changes and logs nothing.
    await send("PATCH", `/api/leads/${lead.id}`, { stage: "appointment_set" });
    expect(await historyOf(lead.id)).toHaveLength(1);
  });

  it("refuses an unknown stage with a 400 naming the field", async () => {
    const lead = await createLead(t.db);
    const res = await send("PATCH", `/api/leads/${lead.id}`, { stage: "Won" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("body.stage");
  });

  it("writes a lead.stage_changed webhook delivery for each enabled endpoint, in the change's transaction", async () => {
    await t.db.update(webhookEndpoints).set({ enabled: true });
    try {
      const lead = await createLead(t.db);
      await send("PATCH", `/api/leads/${lead.id}`, { stage: "contacted" });
      const rows = await t.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.leadId, lead.id), eq(webhookDeliveries.eventType, "lead.stage_changed")));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.payload).toMatchObject({
        type: "lead.stage_changed",
        data: {
          stage: "contacted",
          previousStage: "new",
          changedBy: "staff",
          lead: { id: lead.id, stage: "contacted" },
        },
      });
    } finally {
      await t.db.update(webhookEndpoints).set({ enabled: false });
    }
  });

  it("puts a represented seller in 'Do not contact'; only a manager or an admin moves them out", async () => {
    const id = newLeadId();
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: sameOrigin,
      payload: { id, leadSecret: "s".repeat(32), leadType: "agent", name: "Rep Seller", workingWithRealtor: true },
    });
    expect(saved.statusCode).toBe(200);
    const lead = (await send("GET", `/api/leads/${id}`)).json();
    expect(lead.stage).toBe("do_not_contact");
    expect(lead.tag).toBe(REPRESENTED_TAG);
    expect(lead.waitingSince).toBeNull();

    const refused = await send("PATCH", `/api/leads/${id}`, { stage: "contacted" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "Only a manager or an admin can move a represented seller out of Do not contact.",
      code: "forbidden",
      reason: "represented_seller_locked",
      params: {},
    });
    expect((await send("GET", `/api/leads/${id}`)).json().stage).toBe("do_not_contact");

    const moved = await send("PATCH", `/api/leads/${id}`, { stage: "contacted" }, managerCookie);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().stage).toBe("contacted");
    // Back into 'Do not contact' is open to every agent.
    expect((await send("PATCH", `/api/leads/${id}`, { stage: "do_not_contact" })).statusCode).toBe(200);
  });
});

describe("speed-to-lead", () => {
  it("counts a stage move past New as the first contact and stops the clock", async () => {
    const submittedAt = new Date(Date.now() - 10 * 60_000);
    const lead = await createLead(t.db, { submittedAt });
    expect((await send("GET", `/api/leads/${lead.id}`)).json()).toMatchObject({
      waitingSince: submittedAt.toISOString(),
      firstContactAt: null,
    });
    const before = Date.now();
    await send("PATCH", `/api/leads/${lead.id}`, { stage: "attempted_contact" });
    const after = (await send("GET", `/api/leads/${lead.id}`)).json();
    expect(after.waitingSince).toBeNull();
    const firstContact = Date.parse(after.firstContactAt);
    expect(firstContact).toBeGreaterThanOrEqual(before - 5);
    // A second move keeps the first contact's time.
    await send("PATCH", `/api/leads/${lead.id}`, { stage: "contacted" });
    expect((await send("GET", `/api/leads/${lead.id}`)).json().firstContactAt).toBe(after.firstContactAt);
  });

  it("'Log contact' records channel and outcome, sets the first contact and moves a New lead on", async () => {
    const lead = await createLead(t.db, { submittedAt: new Date(Date.now() - 90_000) });
    const res = await send("POST", `/api/leads/${lead.id}/contacts`, {
      channel: "call",
      outcome: "reached",
      notes: "Wants a valuation",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      leadId: lead.id,
      channel: "call",
      outcome: "reached",
      notes: "Wants a valuation",
      userId: agentId,
      userName: "Riley Stone",
    });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.firstContactAt).toBeInstanceOf(Date);
    expect(row?.stage).toBe("contacted");
    const seconds = ((row?.firstContactAt?.getTime() ?? 0) - (row?.submittedAt?.getTime() ?? 0)) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(89);
    expect(seconds).toBeLessThan(120);
    const history = await historyOf(lead.id);
    expect(history.map((h) => [h.changeType, h.newValue])).toEqual([
      ["contact_logged", "Call: Reached"],
      ["stage_change", "Contacted"],
    ]);
    expect(history.map((h) => [h.code, h.params, h.notes])).toEqual([
      ["contact_logged", { channel: "call", outcome: "reached" }, "Wants a valuation"],
      ["stage_changed", { from: "new", to: "contacted" }, null],
    ]);
    const listed = (await send("GET", `/api/leads/${lead.id}/contacts`)).json();
    expect(listed).toHaveLength(1);

    // A second contact (no answer) keeps the first time and the stage.
    await send("POST", `/api/leads/${lead.id}/contacts`, { channel: "text", outcome: "no_answer" });
    const [again] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(again?.firstContactAt?.getTime()).toBe(row?.firstContactAt?.getTime());
    expect(again?.stage).toBe("contacted");
  });

  it("moves a New lead to 'Attempted contact' when the seller was not reached", async () => {
    const lead = await createLead(t.db, { submittedAt: new Date() });
    await send("POST", `/api/leads/${lead.id}/contacts`, { channel: "email", outcome: "left_message" });
    expect((await send("GET", `/api/leads/${lead.id}`)).json().stage).toBe("attempted_contact");
  });

  it("refuses a contact without channel or outcome, for a missing lead, and without a session", async () => {
    const lead = await createLead(t.db);
    const bad = await send("POST", `/api/leads/${lead.id}/contacts`, { channel: "pigeon", outcome: "reached" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toEqual({ path: "body.channel", message: "Choose how you contacted the seller" });
    const missing = await send("POST", `/api/leads/${newLeadId()}/contacts`, { channel: "call", outcome: "reached" });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/leads/${lead.id}/contacts`,
      headers: sameOrigin,
      payload: { channel: "call", outcome: "reached" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the Response report", () => {
  it("gives median, p90 and the share within 1 hour per agent and for the brokerage", async () => {
    const base = new Date("2026-02-01T12:00:00Z");
    const at = (s: number) => new Date(base.getTime() + s * 1000);
    const lead = (agent: number | null, seconds: number | null, extra = {}) =>
      createLead(t.db, {
        agentId: agent,
        submittedAt: base,
        firstContactAt: seconds === null ? null : at(seconds),
        ...extra,
      });
    // Agent: 60 s, 120 s, 600 s, 7200 s and one never contacted. Other agent: 300 s.
    await lead(agentId, 60);
    await lead(agentId, 120);
    await lead(agentId, 600);
    await lead(agentId, 7200);
    await lead(agentId, null);
    await lead(otherAgentId, 300);
    // Left out: imported, represented, an ad platform's test lead, and outside the period.
    await lead(agentId, 99_999, { source: "import" });
    const testLead = await lead(agentId, 99_999, { source: "google" });
    await t.db
      .insert(adLeads)
      .values({ platform: "google", externalId: "test-lead-1", leadId: testLead.id, isTest: true });
    await lead(agentId, 99_999, { tag: REPRESENTED_TAG, workingWithRealtor: true });
    await createLead(t.db, { agentId, submittedAt: new Date("2026-03-05T00:00:00Z"), firstContactAt: null });

    const q = "from=2026-02-01T00:00:00Z&to=2026-02-02T00:00:00Z";
    const refused = await send("GET", `/api/admin/response-report?${q}`);
    expect(refused.statusCode).toBe(403);
    const res = await send("GET", `/api/admin/response-report?${q}`, undefined, managerCookie);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    // Brokerage: contacted times 60, 120, 300, 600, 7200 -> median 300, p90 = 600 + 0.6 * 6600 = 4560.
    expect(report.brokerage).toEqual({
      leads: 6,
      contacted: 5,
      medianSeconds: 300,
      p90Seconds: 4560,
      withinHourShare: 4 / 6,
      overdue: 0,
    });
    const mine = report.agents.find((a: { agentId: number }) => a.agentId === agentId);
    // 60, 120, 600, 7200 -> median 360, p90 = 600 + 0.7 * 6600 = 5220.
    expect(mine).toEqual({
      agentId,
      agentName: "Riley Stone",
      leads: 5,
      contacted: 4,
      medianSeconds: 360,
      p90Seconds: 5220,
      withinHourShare: 3 / 5,
      overdue: 0,
    });
    const other = report.agents.find((a: { agentId: number }) => a.agentId === otherAgentId);
    expect(other).toMatchObject({ leads: 1, contacted: 1, medianSeconds: 300, p90Seconds: 300, withinHourShare: 1 });

    const backwards = await send(
      "GET",
      "/api/admin/response-report?from=2026-02-02T00:00:00Z&to=2026-02-01T00:00:00Z",
      undefined,
      managerCookie,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      message: "The period must end after it starts",
      reason: "period_reversed",
      params: {},
    });
    expect(
      (await send("GET", "/api/admin/response-report?from=yesterday&to=now", undefined, managerCookie)).statusCode,
    ).toBe(400);
  });
});

describe("the pipeline board", () => {
  it("lists active leads by stage, filtered by agent and type", async () => {
    const mine = await createLead(t.db, { agentId: otherAgentId, type: "cash", fullName: "Board Cash" });
    const realtor = await createLead(t.db, { agentId: otherAgentId, type: "realtor", fullName: "Board Realtor" });
    await send("PATCH", `/api/leads/${realtor.id}`, { stage: "listing_signed" });
    const res = await send("GET", `/api/pipeline?agentId=${otherAgentId}`);
    expect(res.statusCode).toBe(200);
    const board = res.json();
    expect(board.columns.map((c: { stage: string }) => c.stage)).toEqual([
      "new",
      "attempted_contact",
      "contacted",
      "appointment_set",
      "listing_signed",
      "under_contract",
      "sold",
      "lost",
      "do_not_contact",
    ]);
    const column = (stage: string) => board.columns.find((c: { stage: string }) => c.stage === stage);
    expect(column("new").cards.map((c: { id: string }) => c.id)).toContain(mine.id);
    expect(column("listing_signed").cards.map((c: { id: string }) => c.id)).toEqual([realtor.id]);
    expect(column("listing_signed").count).toBe(1);
    const cashOnly = (await send("GET", `/api/pipeline?agentId=${otherAgentId}&type=cash`)).json();
    expect(cashOnly.columns.flatMap((c: { cards: { id: string }[] }) => c.cards.map((x) => x.id))).not.toContain(
      realtor.id,
    );
    expect((await send("GET", "/api/pipeline?type=condo")).statusCode).toBe(400);
  });
});
