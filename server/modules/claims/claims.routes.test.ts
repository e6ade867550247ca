import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, leadHistory, leadOffers, leads, pushDeliveries, pushPreferences } from "../../db/schema/index";
import { buildTestAppPair, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { type PushServicePeer, startPushServicePeer } from "../../test/push-service-peer";
import { escalateOverdueLeads, settleExpiredOffers } from "./claims.service";

let first: TestApp;
let second: TestApp;
let peer: PushServicePeer;
let adminCookie: string;
const agents: { id: number; email: string; cookie: string; app: TestApp }[] = [];
let manager: { id: number; email: string };
let adminEmail: string;
let claimersPoolId: number;

beforeAll(async () => {
  peer = await startPushServicePeer();
  // Two app instances on one database, as two processes of a fleet (on PostgreSQL each has its own pool).
  [first, second] = await buildTestAppPair();
  const admin = await createUser(first.db, { role: "admin", firstName: "Ada", lastName: "Admin" });
  adminEmail = admin.email;
  adminCookie = await signIn(first.app, admin.email);
  manager = await createUser(first.db, { role: "manager", firstName: "Max", lastName: "Manager" });
  for (let i = 0; i < 8; i++) {
    const app = i % 2 === 0 ? first : second;
    const user = await createUser(first.db, { firstName: `Agent${i}`, lastName: "Claim" });
    const cookie = await signIn(app.app, user.email);
    const sub = peer.subscription(`agent-${i}`);
    const res = await app.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      headers: { ...sameOrigin, cookie },
      payload: sub,
    });
    expect(res.statusCode).toBe(201);
    agents.push({ id: user.id, email: user.email, cookie, app });
  }
});
afterAll(async () => {
  await first.close();
  await peer.close();
});

const admin = (method: "POST" | "PUT", url: string, payload: object) =>
  first.app.inject({ method, url, headers: { ...sameOrigin, cookie: adminCookie }, payload });

async function submit(type: "cash" | "agent", name: string) {
  const id = newLeadId();
  const res = await first.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: { id, leadType: type, name, phone: "416-555-0100" },
  });
  expect(res.statusCode).toBe(200);
  return id;
}

const leadRow = async (id: string) => (await first.db.select().from(leads).where(eq(leads.id, id)))[0];
const pushesFor = (leadId: string) => peer.received.filter((p) => p.payload.leadId === leadId);

describe("a first-to-claim pool (decision 036)", () => {
  let poolId: number;

  it("offers a new lead to every member at once, with a Claim action, and assigns nobody yet", async () => {
    const res = await admin("POST", "/api/admin/pools", {
      name: "Claimers",
      leadType: "cash",
      memberIds: agents.map((a) => a.id),
      mode: "first_to_claim",
      claimTimeoutMinutes: 5,
      fallbackKind: "agent",
      fallbackAgentId: agents[7]?.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mode: "first_to_claim", claimTimeoutMinutes: 5, fallbackKind: "agent" });
    poolId = res.json().id;
    claimersPoolId = poolId;

    const id = await submit("cash", "Olivia Offer");
    expect((await leadRow(id))?.agentId).toBeNull();
    const [offer] = await first.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
    expect(offer).toMatchObject({ status: "open", poolId, claimedBy: null });
    expect([...(offer?.offeredTo ?? [])].sort()).toEqual(agents.map((a) => a.id).sort());
    expect((offer?.expiresAt.getTime() ?? 0) - (offer?.offeredAt.getTime() ?? 0)).toBe(5 * 60_000);

    await peer.waitFor(8);
    const offered = pushesFor(id);
    expect(offered.map((p) => p.device).sort()).toEqual(agents.map((_, i) => `agent-${i}`).sort());
    expect(offered[0]?.payload).toEqual({
      type: "lead.offered",
      leadId: id,
      title: "Lead up for grabs: Olivia Offer",
      body: "Cash Offer: the first agent to claim it gets it.",
      url: `/leads/${id}`,
      tag: `lead-${id}`,
      actions: [{ action: "claim", title: "Claim" }],
    });
    // The new-lead e-mail goes to the members it was offered to, not to every staff member.
    const alerts = await first.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "new_lead")));
    expect(alerts.map((a) => a.toAddress).sort()).toEqual(agents.map((a) => a.email).sort());
    const offerView = await agents[0]?.app.app.inject({
      method: "GET",
      url: `/api/leads/${id}/offer`,
      headers: { ...sameOrigin, cookie: agents[0]?.cookie ?? "" },
    });
    expect(offerView?.json()).toMatchObject({ status: "open", offeredToMe: true });
  });

  it("8 agents claiming at once over 2 processes: one 200, seven 409, one assignment; the others' notifications are withdrawn", async () => {
    const id = await submit("cash", "Claude Concurrent");
    await peer.waitFor(16);
    const results = await Promise.all(
      agents.map((a) =>
        a.app.app.inject({
          method: "POST",
          url: `/api/leads/${id}/claim`,
          headers: { ...sameOrigin, cookie: a.cookie },
          payload: {},
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winnerIndex = results.findIndex((r) => r.statusCode === 200);
    const winner = agents[winnerIndex];
    expect(results[winnerIndex]?.json()).toEqual({ leadId: id, agentId: winner?.id });
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.json()).toMatchObject({
        reason: "lead_already_claimed",
        message: "Another agent already claimed this lead.",
      });
    }
    expect(await leadRow(id)).toMatchObject({ agentId: winner?.id, poolId });
    const history = await first.db
      .select()
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, id), eq(leadHistory.code, "pool_claimed")));
    expect(history).toMatchObject([{ changeType: "assignment", newValue: `Agent${winnerIndex} Claim` }]);
    const [offer] = await first.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
    expect(offer).toMatchObject({ status: "claimed", claimedBy: winner?.id });

    await peer.waitFor(16 + 7);
    const withdrawn = pushesFor(id).filter((p) => p.payload.type === "lead.withdrawn");
    expect(withdrawn.map((p) => p.device).sort()).toEqual(
      agents
        .filter((_, i) => i !== winnerIndex)
        .map((a) => `agent-${agents.indexOf(a)}`)
        .sort(),
    );
    expect(withdrawn[0]?.payload).toMatchObject({
      tag: `lead-${id}`,
      title: "Claimed by another agent: Claude Concurrent",
    });

    const late = await agents[0]?.app.app.inject({
      method: "POST",
      url: `/api/leads/${id}/claim`,
      headers: { ...sameOrigin, cookie: agents[0]?.cookie ?? "" },
      payload: {},
    });
    expect(late?.statusCode).toBe(409);
  });

  it("answers 403 to a staff member the lead was not offered to, and 409 for a lead with no offer", async () => {
    const id = await submit("cash", "Nora Notyou");
    const cookie = await signIn(first.app, manager.email);
    const res = await first.app.inject({
      method: "POST",
      url: `/api/leads/${id}/claim`,
      headers: { ...sameOrigin, cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: "claim_not_offered_to_you" });
    const realtor = await submit("agent", "Ralph Realtor");
    const none = await first.app.inject({
      method: "POST",
      url: `/api/leads/${realtor}/claim`,
      headers: { ...sameOrigin, cookie },
      payload: {},
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ reason: "lead_not_offered" });
  });

  it("refuses a claim (409) once someone assigned the offered lead by hand", async () => {
    const id = await submit("cash", "Hana Hand");
    const assigned = await first.app.inject({
      method: "PATCH",
      url: `/api/leads/${id}`,
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: { agentId: manager.id },
    });
    expect(assigned.statusCode).toBe(200);
    // The offer is settled and its notifications withdrawn from the 8 members' devices.
    const [offer] = await first.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
    expect(offer?.status).toBe("fallback");
    const withdrawn = await first.db
      .select()
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.leadId, id), eq(pushDeliveries.type, "lead.withdrawn")));
    expect(withdrawn.map((w) => w.userId).sort()).toEqual(agents.map((a) => a.id).sort());
    const res = await first.app.inject({
      method: "POST",
      url: `/api/leads/${id}/claim`,
      headers: { ...sameOrigin, cookie: agents[1]?.cookie ?? "" },
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: "lead_not_offered" });
    expect((await leadRow(id))?.agentId).toBe(manager.id);
  });

  it("gives a lead nobody claimed to the pool's fallback agent once the timeout has passed (test clock)", async () => {
    const id = await submit("cash", "Uma Unclaimed");
    const [offer] = await first.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
    const expires = offer?.expiresAt.getTime() ?? 0;
    // A moment before the timeout nothing happens.
    await settleExpiredOffers(first.db, new Date(expires - 1000), "http://portal.test");
    expect((await leadRow(id))?.agentId).toBeNull();
    // Settle every older offer too; this lead must be among them.
    expect(await settleExpiredOffers(second.db, new Date(expires + 1000), "http://portal.test")).toBeGreaterThanOrEqual(
      1,
    );
    const fallback = agents[7];
    expect(await leadRow(id)).toMatchObject({ agentId: fallback?.id, poolId });
    const [settled] = await first.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
    expect(settled).toMatchObject({ status: "fallback", claimedBy: null });
    const history = await first.db
      .select()
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, id), eq(leadHistory.code, "pool_fallback")));
    expect(history).toMatchObject([
      { params: { pool: "Claimers", minutes: 5, to: "Agent7 Claim" }, newValue: "Agent7 Claim" },
    ]);
    const mail = await first.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "lead_assigned")));
    expect(mail.map((m) => m.toAddress)).toEqual([fallback?.email]);
    first.app.push.kick();
    await peer.waitFor(peer.received.length + 1);
    const assigned = await until(
      () =>
        first.db
          .select()
          .from(pushDeliveries)
          .where(and(eq(pushDeliveries.leadId, id), eq(pushDeliveries.type, "lead.assigned"))),
      (r) => r.length === 1 && r[0]?.status === "sent",
    );
    expect(assigned[0]?.userId).toBe(fallback?.id);
    // A claim after the fallback is too late.
    const late = await first.app.inject({
      method: "POST",
      url: `/api/leads/${id}/claim`,
      headers: { ...sameOrigin, cookie: agents[0]?.cookie ?? "" },
      payload: {},
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: "lead_not_offered" });
  });

  it("tells the managers (push and e-mail) when the fallback is the managers", async () => {
    const res = await admin("PUT", `/api/admin/pools/${poolId}`, {
      name: "Claimers",
      leadType: "cash",
      memberIds: agents.map((a) => a.id),
      mode: "first_to_claim",
      claimTimeoutMinutes: 2,
      fallbackKind: "managers",
    });
    expect(res.statusCode).toBe(200);
    // The admin (a manager too) has a phone here; the manager has none.
    const adminPhone = peer.subscription("admin-phone");
    const subscribed = await first.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: adminPhone,
    });
    expect(subscribed.statusCode).toBe(201);
    const id = await submit("cash", "Mona Managers");
    const [offer] = await first.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
    await settleExpiredOffers(first.db, new Date((offer?.expiresAt.getTime() ?? 0) + 1), "http://portal.test");
    expect((await leadRow(id))?.agentId).toBeNull();
    const mail = await first.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "lead_unclaimed")));
    const subject = "Nobody claimed a new lead: Mona Managers";
    expect(mail.map((m) => [m.toAddress, m.subject]).sort()).toEqual(
      [
        [adminEmail, subject],
        [manager.email, subject],
      ].sort(),
    );
    const pushRows = await first.db
      .select()
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.leadId, id), eq(pushDeliveries.type, "lead.escalated")));
    // The admin's phone hears that nobody claimed it (not that a first contact is late); the manager, with
    // no device, has the e-mail.
    expect(pushRows.map((r) => r.eventKey)).toEqual([`lead.escalated:${id}:unclaimed`]);
    first.app.push.kick();
    const arrived = await until(
      async () => pushesFor(id).filter((p) => p.payload.type === "lead.escalated"),
      (p) => p.length === 1,
    );
    expect(arrived.map((p) => [p.device, p.payload])).toEqual([
      [
        "admin-phone",
        {
          type: "lead.escalated",
          leadId: id,
          title: "Nobody claimed: Mona Managers",
          body: "Cash Offer: nobody in the pool claimed it. Please assign it.",
          url: `/leads/${id}`,
          tag: `lead-${id}`,
        },
      ],
    ]);
    const removed = await first.app.inject({
      method: "DELETE",
      url: "/api/push/subscriptions",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: { endpoint: adminPhone.endpoint },
    });
    expect(removed.statusCode).toBe(204);
    const history = await first.db
      .select()
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, id), eq(leadHistory.code, "pool_fallback")));
    expect(history.map((h) => [h.changeType, h.params])).toEqual([
      ["assignment", { pool: "Claimers", minutes: 2, to: null }],
    ]);
  });

  it("passes a lead nobody claimed to the fallback pool, which deals it in turn", async () => {
    const backup = await createUser(first.db, { firstName: "Bea", lastName: "Backup" });
    const created = await admin("POST", "/api/admin/pools", {
      name: "Backup desk",
      leadType: "any",
      memberIds: [backup.id],
    });
    expect(created.statusCode).toBe(201);
    const res = await admin("PUT", `/api/admin/pools/${poolId}`, {
      name: "Claimers",
      leadType: "cash",
      memberIds: agents.map((a) => a.id),
      mode: "first_to_claim",
      claimTimeoutMinutes: 3,
      fallbackKind: "pool",
      fallbackPoolId: created.json().id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fallbackKind: "pool",
      fallbackPoolId: created.json().id,
      fallbackAgentId: null,
    });
    const id = await submit("cash", "Pablo Passed");
    const [offer] = await first.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
    await settleExpiredOffers(first.db, new Date((offer?.expiresAt.getTime() ?? 0) + 1), "http://portal.test");
    expect(await leadRow(id)).toMatchObject({ agentId: backup.id, poolId: created.json().id });
    const history = await first.db
      .select()
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, id), eq(leadHistory.code, "pool_fallback")));
    expect(history.map((h) => h.params)).toEqual([{ pool: "Claimers", minutes: 3, to: "Backup desk" }]);
  });
});

describe("a fallback pool that is itself first-to-claim (decision 036)", () => {
  it("offers the unclaimed lead to its members with the push and the new-lead e-mail, and every step is on the lead's history", async () => {
    const members: { id: number; email: string; cookie: string; device: string }[] = [];
    for (const name of ["Fay", "Finn"]) {
      const user = await createUser(first.db, { firstName: name, lastName: "Second" });
      const cookie = await signIn(first.app, user.email);
      const device = `second-${name}`;
      const sub = await first.app.inject({
        method: "POST",
        url: "/api/push/subscriptions",
        headers: { ...sameOrigin, cookie },
        payload: peer.subscription(device),
      });
      expect(sub.statusCode).toBe(201);
      members.push({ id: user.id, email: user.email, cookie, device });
    }
    const second = await admin("POST", "/api/admin/pools", {
      name: "Second claimers",
      leadType: "any",
      memberIds: members.map((m) => m.id),
      mode: "first_to_claim",
      claimTimeoutMinutes: 4,
      fallbackKind: "managers",
    });
    expect(second.statusCode).toBe(201);
    const secondId: number = second.json().id;
    const res = await admin("PUT", `/api/admin/pools/${claimersPoolId}`, {
      name: "Claimers",
      leadType: "cash",
      memberIds: agents.map((a) => a.id),
      mode: "first_to_claim",
      claimTimeoutMinutes: 3,
      fallbackKind: "pool",
      fallbackPoolId: secondId,
    });
    expect(res.statusCode).toBe(200);

    const id = await submit("cash", "Fiona Fallback");
    const [offer] = await first.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
    expect(offer).toMatchObject({ status: "open", poolId: claimersPoolId });
    const newLeadMail = () =>
      first.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "new_lead")))
        .orderBy(emailOutbox.id);
    expect((await newLeadMail()).map((m) => m.toAddress).sort()).toEqual(agents.map((a) => a.email).sort());

    const settledAt = new Date((offer?.expiresAt.getTime() ?? 0) + 1);
    await settleExpiredOffers(first.db, settledAt, "http://portal.test");
    // Nobody is assigned yet: the second pool's members are offered the lead.
    expect(await leadRow(id)).toMatchObject({ agentId: null });
    const [again] = await first.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
    expect(again).toMatchObject({ status: "open", poolId: secondId, claimedBy: null });
    expect([...(again?.offeredTo ?? [])].sort()).toEqual(members.map((m) => m.id).sort());
    expect((again?.expiresAt.getTime() ?? 0) - settledAt.getTime()).toBe(4 * 60_000);

    // The e-mail: the first offer's 8 members, then the second pool's 2, each once, with the lead's link.
    const mail = await newLeadMail();
    expect(mail.slice(8).map((m) => [m.toAddress, m.subject])).toEqual(
      [...members].map((m) => [m.email, "New lead: Fiona Fallback (Cash Offer)"]),
    );
    expect(
      mail
        .slice(0, 8)
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual(agents.map((a) => a.email).sort());
    expect(mail[8]?.textBody).toContain(`Open the lead: http://portal.test/leads/${id}`);

    // The push: a lead.offered with a Claim action on each member's device.
    first.app.push.kick();
    const pushed = await until(
      async () => pushesFor(id).filter((p) => p.payload.type === "lead.offered" && p.device.startsWith("second-")),
      (p) => p.length === 2,
    );
    expect(pushed.map((p) => p.device).sort()).toEqual(members.map((m) => m.device).sort());
    expect(pushed[0]?.payload).toEqual({
      type: "lead.offered",
      leadId: id,
      title: "Lead up for grabs: Fiona Fallback",
      body: "Cash Offer: the first agent to claim it gets it.",
      url: `/leads/${id}`,
      tag: `lead-${id}`,
      actions: [{ action: "claim", title: "Claim" }],
    });

    // A member of the first pool can no longer claim it; one of the second pool's members does.
    const claim = (cookie: string) =>
      first.app.inject({
        method: "POST",
        url: `/api/leads/${id}/claim`,
        headers: { ...sameOrigin, cookie },
        payload: {},
      });
    const tooLate = await claim(agents[0]?.cookie ?? "");
    expect(tooLate.statusCode).toBe(403);
    expect(tooLate.json()).toMatchObject({ reason: "claim_not_offered_to_you" });
    const fay = members[0];
    const claimed = await claim(fay?.cookie ?? "");
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({ leadId: id, agentId: fay?.id });
    expect(await leadRow(id)).toMatchObject({ agentId: fay?.id, poolId: secondId });
    const second409 = await claim(members[1]?.cookie ?? "");
    expect(second409.statusCode).toBe(409);
    expect(second409.json()).toMatchObject({ reason: "lead_already_claimed" });

    // Every routing decision is on the lead's history, naming what happened (the API staff screens read).
    const history = await first.app.inject({
      method: "GET",
      url: `/api/leads/${id}/history`,
      headers: { cookie: adminCookie },
    });
    expect(history.statusCode).toBe(200);
    const routing = (history.json() as { id: number; code: string | null; params: unknown; newValue: string | null }[])
      .filter((h) => ["pool_offered", "pool_fallback", "pool_claimed", "pool_assigned"].includes(h.code ?? ""))
      .sort((a, b) => a.id - b.id)
      .map((h) => [h.code, h.params, h.newValue]);
    expect(routing).toEqual([
      ["pool_offered", { pool: "Claimers" }, null],
      ["pool_fallback", { pool: "Claimers", minutes: 3, to: "Second claimers" }, null],
      ["pool_offered", { pool: "Second claimers" }, null],
      ["pool_claimed", { pool: "Second claimers" }, "Fay Second"],
    ]);
  });
});

describe("quiet hours", () => {
  it("pass a sleeping agent over for the next one awake (round robin)", async () => {
    const sleepy = await createUser(first.db, { firstName: "Sleepy", lastName: "Quiet" });
    const awake = await createUser(first.db, { firstName: "Awake", lastName: "Quiet" });
    const res = await admin("POST", "/api/admin/pools", {
      name: "Realtor team",
      leadType: "realtor",
      memberIds: [sleepy.id, awake.id],
    });
    expect(res.statusCode).toBe(201);
    // Quiet all day long, in any time zone: from 00:00 to 23:59.
    await first.db.insert(pushPreferences).values({
      userId: sleepy.id,
      events: ["lead.assigned"],
      quietStart: "00:00",
      quietEnd: "23:59",
      timeZone: "UTC",
    });
    const dealt = [await submit("agent", "Q One"), await submit("agent", "Q Two")];
    const rows = await Promise.all(dealt.map(leadRow));
    // 23:59-00:00 UTC is the one minute this test could see Sleepy awake.
    const now = new Date();
    if (!(now.getUTCHours() === 23 && now.getUTCMinutes() === 59)) {
      expect(rows.map((r) => r?.agentId)).toEqual([awake.id, awake.id]);
    }
  });
});

describe("quiet hours and offers", () => {
  it("offer a first-to-claim lead only to the members who are awake", async () => {
    const sleepy = await createUser(first.db, { firstName: "Dozy", lastName: "Quiet" });
    const awake = await createUser(first.db, { firstName: "Alert", lastName: "Quiet" });
    await first.db
      .insert(pushPreferences)
      .values({ userId: sleepy.id, events: ["lead.offered"], quietStart: "00:00", quietEnd: "23:59", timeZone: "UTC" });
    const res = await admin("POST", "/api/admin/pools", {
      name: "Night shift",
      leadType: "realtor",
      memberIds: [sleepy.id, awake.id],
      mode: "first_to_claim",
    });
    expect(res.statusCode).toBe(201);
    // The earlier realtor pool is paused, so this one deals.
    const pools = (
      await first.app.inject({
        method: "GET",
        url: "/api/admin/pools",
        headers: { ...sameOrigin, cookie: adminCookie },
      })
    ).json();
    for (const p of pools.filter((p: { name: string }) => p.name === "Realtor team")) {
      await admin("PUT", `/api/admin/pools/${p.id}`, {
        name: p.name,
        leadType: "realtor",
        isActive: false,
        memberIds: [],
      });
    }
    const id = await submit("agent", "Nell Night");
    const now = new Date();
    if (!(now.getUTCHours() === 23 && now.getUTCMinutes() === 59)) {
      const [offer] = await first.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
      expect(offer?.offeredTo).toEqual([awake.id]);
    }
  });
});

describe("escalation (decision 036)", () => {
  it("reminds the agent after the response window, then the managers after a second one, once each", async () => {
    const agent = await createUser(first.db, { firstName: "Slow", lastName: "Responder" });
    const cookie = await signIn(first.app, agent.email);
    await first.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      headers: { ...sameOrigin, cookie },
      payload: peer.subscription("slow-phone"),
    });
    const managerCookie = await signIn(first.app, manager.email);
    await first.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      headers: { ...sameOrigin, cookie: managerCookie },
      payload: peer.subscription("manager-phone"),
    });
    const pool = await admin("POST", "/api/admin/pools", {
      name: "Windowed",
      leadType: "cash",
      memberIds: [agent.id],
      responseWindowMinutes: 5,
    });
    expect(pool.statusCode).toBe(201);
    // This pool is the only active cash pool now.
    await admin("PUT", `/api/admin/pools/${claimersPoolId}`, {
      name: "Claimers",
      leadType: "cash",
      isActive: false,
      memberIds: agents.map((a) => a.id),
      mode: "first_to_claim",
    });
    const id = await submit("cash", "Edgar Escalate");
    const lead = await leadRow(id);
    expect(lead?.agentId).toBe(agent.id);
    const assignedAt = lead?.assignedAt?.getTime() ?? 0;
    const at = (minutes: number) => new Date(assignedAt + minutes * 60_000);
    const escalations = () =>
      first.db
        .select()
        .from(pushDeliveries)
        .where(and(eq(pushDeliveries.leadId, id), eq(pushDeliveries.type, "lead.escalated")));

    await escalateOverdueLeads(first.db, at(4), "http://portal.test");
    expect(await escalations()).toEqual([]);

    await escalateOverdueLeads(first.db, at(6), "http://portal.test");
    await escalateOverdueLeads(second.db, at(7), "http://portal.test");
    expect((await escalations()).map((r) => r.userId)).toEqual([agent.id]);

    await escalateOverdueLeads(second.db, at(11), "http://portal.test");
    await escalateOverdueLeads(first.db, at(20), "http://portal.test");
    expect((await escalations()).map((r) => r.userId).sort()).toEqual([agent.id, manager.id].sort());
    const mail = await first.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "lead_overdue")));
    expect(mail.map((m) => [m.toAddress, m.subject])).toContainEqual([
      manager.email,
      "No first contact yet: Edgar Escalate",
    ]);
    const history = await first.db
      .select()
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, id), eq(leadHistory.code, "lead_escalated")));
    expect(history.map((h) => h.params)).toHaveLength(2);
    expect(history.map((h) => h.params)).toEqual(
      expect.arrayContaining([
        { minutes: 5, to: "agent" },
        { minutes: 10, to: "managers" },
      ]),
    );
    first.app.push.kick();
    const arrived = await until(
      async () =>
        pushesFor(id)
          .filter((p) => p.payload.type === "lead.escalated")
          .map((p) => p.device)
          .sort(),
      (d) => d.length === 2,
    );
    expect(arrived).toEqual(["manager-phone", "slow-phone"]);
    expect(
      pushesFor(id).find((p) => p.device === "slow-phone" && p.payload.type === "lead.escalated")?.payload.title,
    ).toBe("Still waiting for a first contact: Edgar Escalate");

    // The speed-to-lead report shows it overdue once its window has really passed.
    const report = async () => {
      const q = new URLSearchParams({
        from: new Date(Date.now() - 3_600_000).toISOString(),
        to: new Date(Date.now() + 60_000).toISOString(),
      });
      const res = await first.app.inject({
        method: "GET",
        url: `/api/admin/response-report?${q}`,
        headers: { ...sameOrigin, cookie: adminCookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json().agents.find((a: { agentId: number }) => a.agentId === agent.id);
    };
    expect(await report()).toMatchObject({ leads: 1, overdue: 0 });
    await first.db
      .update(leads)
      .set({ assignedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(leads.id, id));
    expect(await report()).toMatchObject({ leads: 1, contacted: 0, overdue: 1 });
  });

  it("leaves a lead alone once its first contact is logged", async () => {
    const id = await submit("cash", "Connie Contacted");
    const lead = await leadRow(id);
    await first.db.update(leads).set({ firstContactAt: new Date() }).where(eq(leads.id, id));
    await escalateOverdueLeads(
      first.db,
      new Date((lead?.assignedAt?.getTime() ?? 0) + 60 * 60_000),
      "http://portal.test",
    );
    const rows = await first.db
      .select()
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.leadId, id), eq(pushDeliveries.type, "lead.escalated")));
    expect(rows).toEqual([]);
  });
});

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
