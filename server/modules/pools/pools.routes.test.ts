import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import {
  emailOutbox,
  leadHistory,
  leads,
  pushDeliveries,
  pushSubscriptions,
  settings,
  users,
} from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { reassignIdleLeads } from "./reassign";

let t: TestApp;
let adminCookie: string;
const agents: { id: number; email: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  for (const name of ["Ava", "Ben", "Cleo"]) agents.push(await createUser(t.db, { firstName: name, lastName: "Pool" }));
});
afterAll(() => t.close());

const admin = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, cookie: adminCookie },
    ...(payload ? { payload: payload as object } : {}),
  });

async function submitLead(app = t.app, type: "cash" | "agent" = "cash") {
  const id = newLeadId();
  const res = await app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: { id, leadType: type, name: `Pool Lead ${id.slice(-4)}`, phone: "416-555-0100" },
  });
  expect(res.statusCode).toBe(200);
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
  return lead;
}

async function setReassignMinutes(minutes: number) {
  await t.db
    .insert(settings)
    .values({ key: "poolReassignMinutes", value: minutes })
    .onConflictDoUpdate({ target: settings.key, set: { value: minutes } });
}

describe("agent pools", () => {
  it("deals 6 leads over 3 agents 2-2-2, in order, and e-mails only the assigned agent", async () => {
    const created = await admin("POST", "/api/admin/pools", {
      name: "Cash team",
      leadType: "cash",
      memberIds: agents.map((a) => a.id),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().members.map((m: { fullName: string }) => m.fullName)).toEqual([
      "Ava Pool",
      "Ben Pool",
      "Cleo Pool",
    ]);

    const dealt: number[] = [];
    for (let i = 0; i < 6; i++) dealt.push((await submitLead())?.agentId ?? 0);
    expect(dealt).toEqual([0, 1, 2, 0, 1, 2].map((i) => agents[i]?.id));

    const last = await submitLead();
    const alerts = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, last?.id ?? ""));
    expect(alerts.map((a) => [a.kind, a.toAddress])).toEqual([["new_lead", agents[0]?.email]]);
    const [history] = await t.db
      .select()
      .from(leadHistory)
      .where(eq(leadHistory.leadId, last?.id ?? ""));
    expect(history).toMatchObject({
      changeType: "assignment",
      newValue: "Ava Pool",
      notes: "Assigned by the Cash team pool",
      code: "pool_assigned",
      params: { pool: "Cash team" },
    });
  });

  it("skips a deactivated agent", async () => {
    // The pointer now points at Ben.
    await admin("PATCH", `/api/admin/agents/${agents[1]?.id}`, { isActive: false });
    const next = [(await submitLead())?.agentId, (await submitLead())?.agentId];
    expect(next.every((id) => id !== agents[1]?.id)).toBe(true);
    await admin("PATCH", `/api/admin/agents/${agents[1]?.id}`, { isActive: true });
  });

  it("keeps its order across a restart (a new app on the same database)", async () => {
    const before = (await submitLead())?.agentId;
    const restarted = await buildApp(t.app.config, { database: t.database });
    await restarted.ready();
    const after = (await submitLead(restarted))?.agentId;
    await restarted.close();
    const order = agents.map((a) => a.id);
    expect(order.indexOf(after ?? 0)).toBe((order.indexOf(before ?? 0) + 1) % order.length);
  });

  it("leaves realtor leads alone when only a cash pool exists", async () => {
    expect((await submitLead(t.app, "agent"))?.agentId).toBeNull();
  });

  it("reassigns an untouched lead to the next agent after the idle time and tells both", async () => {
    const lead = await submitLead();
    const first = lead?.agentId;
    await t.db
      .update(leads)
      .set({ assignedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(leads.id, lead?.id ?? ""));
    // A touched lead (note by its agent) stays put.
    const touched = await submitLead();
    await t.db
      .update(leads)
      .set({ assignedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(leads.id, touched?.id ?? ""));
    await t.db
      .insert(leadHistory)
      .values({ leadId: touched?.id ?? "", changeType: "note_add", userId: touched?.agentId, newValue: "called" });

    // Every agent has a phone subscribed (decision 035); its address answers nothing, the row is what counts.
    for (const agent of agents) {
      await t.db
        .insert(pushSubscriptions)
        .values({ userId: agent.id, endpoint: `http://127.0.0.1:9/push/${agent.id}`, p256dh: "k", auth: "a" })
        .onConflictDoNothing();
    }
    expect(await reassignIdleLeads(t.db, { minutes: 30, publicUrl: "http://portal.test" })).toBe(1);
    const [moved] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, lead?.id ?? ""));
    expect(moved?.agentId).not.toBe(first);
    expect(moved?.agentId).not.toBeNull();
    const pushed = await t.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.leadId, lead?.id ?? ""));
    expect(pushed.map((p) => [p.type, p.userId, p.urgency])).toEqual([["lead.assigned", moved?.agentId, "high"]]);
    const history = await t.db
      .select()
      .from(leadHistory)
      .where(eq(leadHistory.leadId, lead?.id ?? ""));
    expect(history.filter((h) => h.code === "pool_reassigned")).toEqual([
      expect.objectContaining({
        changeType: "assignment",
        userId: null,
        notes: "Reassigned by the Cash team pool: No activity for 30 minutes after assignment.",
        params: { pool: "Cash team", minutes: 30 },
      }),
    ]);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, lead?.id ?? ""));
    const [oldAgent] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, first ?? 0));
    const [newAgent] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, moved?.agentId ?? 0));
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual(
      expect.arrayContaining([
        ["lead_assigned", newAgent?.email],
        ["lead_reassigned_away", oldAgent?.email],
      ]),
    );
    // Each agent reads it in their own language (users.locale; English by default).
    const assigned = mails.find((m) => m.kind === "lead_assigned");
    expect(assigned?.subject).toMatch(/^Lead assigned to you: .+ \(Cash Offer\)$/);
    expect(assigned?.textBody).toContain("No activity for 30 minutes after assignment.");
    const [untouched] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, touched?.id ?? ""));
    expect(untouched?.agentId).toBe(touched?.agentId);
    // Nothing left to move.
    expect(await reassignIdleLeads(t.db, { minutes: 30, publicUrl: "http://portal.test" })).toBe(0);
  });

  it("runs reassignment on the scheduler after the admin's idle time, and not while it is 0", async () => {
    const lead = await submitLead();
    const first = lead?.agentId;
    await t.db
      .update(leads)
      .set({ assignedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(leads.id, lead?.id ?? ""));
    const agentOf = async () =>
      (
        await t.db
          .select()
          .from(leads)
          .where(eq(leads.id, lead?.id ?? ""))
      )[0]?.agentId;

    await setReassignMinutes(0);
    await t.app.scheduler.runNow("pool-reassign");
    expect(await agentOf()).toBe(first);

    await setReassignMinutes(30);
    await t.app.scheduler.runNow("pool-reassign");
    expect(await agentOf()).not.toBe(first);
    expect(await agentOf()).not.toBeNull();
    expect(t.logs()).toContain("reassigned idle leads");
  });

  it("validates pools", async () => {
    expect((await admin("POST", "/api/admin/pools", { name: "X", leadType: "cash", memberIds: [] })).statusCode).toBe(
      400,
    );
    expect(
      (await admin("POST", "/api/admin/pools", { name: "Bad", leadType: "boats", memberIds: [] })).statusCode,
    ).toBe(400);
    expect(
      (await admin("POST", "/api/admin/pools", { name: "Ghosts", leadType: "any", memberIds: [999999] })).statusCode,
    ).toBe(400);
    expect((await admin("DELETE", "/api/admin/pools/999999")).statusCode).toBe(404);
  });
});
