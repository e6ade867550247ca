import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentPools, calls, leadOffers, leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { startTwilioVoicePeer, type TwilioVoicePeer } from "../../test/twilio-voice-peer";
import { settleExpiredOffers } from "../claims/claims.service";

// Issue 47, decision 059: a final lead rings its agent's phone at once, when its pool says so.
const PUBLIC_URL = "http://portal.test";
const BROKERAGE_NUMBER = "+14165550100";
/** Wednesday 2 December 2026, 14:00 in Toronto, 11:00 in Vancouver: inside calling hours. */
const AFTERNOON = new Date("2026-12-02T19:00:00Z");
/** The same Wednesday, 22:00 in Toronto (past 21:30), 19:00 in Vancouver (inside). */
const LATE = new Date("2026-12-03T03:00:00Z");

let peer: TwilioVoicePeer;
let t: TestApp;
let adminCookie: string;
let dealtPoolId: number;
let claimPoolId: number;
const agents: Awaited<ReturnType<typeof createUser>>[] = [];

beforeAll(async () => {
  peer = await startTwilioVoicePeer();
  t = await buildTestApp({
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: peer.accountSid,
    TWILIO_AUTH_TOKEN: peer.authToken,
    TWILIO_FROM: BROKERAGE_NUMBER,
    TWILIO_API_BASE: peer.url,
  });
  const admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  agents.push(await createUser(t.db, { firstName: "Dana", lastName: "Dealt", phone: "(416) 555-0171" }));
  agents.push(await createUser(t.db, { firstName: "Ari", lastName: "First", phone: "(416) 555-0172" }));
  agents.push(
    await createUser(t.db, { firstName: "Bo", lastName: "Second", phone: "(416) 555-0173", locale: "fr-CA" }),
  );
  agents.push(await createUser(t.db, { firstName: "Noel", lastName: "Nophone", phone: null }));
  const pool = async (payload: object) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/pools",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; instantCall: string[] };
  };
  const dealt = await pool({
    name: "Listing desk",
    leadType: "realtor",
    memberIds: [agents[0]?.id],
    instantCall: ["realtor"],
  });
  expect(dealt.instantCall).toEqual(["realtor"]);
  dealtPoolId = dealt.id;
  claimPoolId = (
    await pool({
      name: "Cash claimers",
      leadType: "cash",
      memberIds: [agents[1]?.id, agents[2]?.id, agents[3]?.id],
      mode: "first_to_claim",
      claimTimeoutMinutes: 5,
      fallbackKind: "agent",
      fallbackAgentId: agents[0]?.id,
      instantCall: ["cash"],
    })
  ).id;
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function submit(leadType: "cash" | "agent", extra: Record<string, unknown> = {}) {
  const id = newLeadId();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: { id, leadType, name: "Jane Doe", phone: "416-555-0142", city: "Toronto", province: "ON", ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The worker is kicked by the lead's event and may have claimed the calls already: run it, then wait
  // until none of the lead's calls is still queued (placed, or dropped).
  await t.app.calls.worker?.runOnce();
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    if (!(await callsOf(id)).some((c) => c.status === "queued")) return id;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the instant calls of ${id} are still queued`);
}

const callsOf = (leadId: string) => t.db.select().from(calls).where(eq(calls.leadId, leadId)).orderBy(calls.id);
const leadRow = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];
const signedPost = (url: string, params: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: url.slice(PUBLIC_URL.length),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": peer.sign(url, params) },
    payload: new URLSearchParams(params).toString(),
  });
const press = (callId: number, digits: string) =>
  signedPost(`${PUBLIC_URL}/api/calls/twilio/voice/${callId}/connect`, { CallSid: `CA${callId}`, Digits: digits });

describe("the instant call of a dealt lead", () => {
  it("rings the dealt agent's phone from the brokerage's number inside calling hours, then bridges on 1", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const before = peer.calls.length;
    const id = await submit("agent");
    const [placed] = (await peer.waitForCalls(before + 1)).slice(before);
    expect(placed).toMatchObject({ to: "+14165550171", from: BROKERAGE_NUMBER });
    const [call] = await callsOf(id);
    expect(call).toMatchObject({
      kind: "instant",
      status: "ringing_agent",
      userId: agents[0]?.id,
      sellerPhone: "+14165550142",
    });
    expect(placed?.url).toBe(`${PUBLIC_URL}/api/calls/twilio/voice/${call?.id}`);

    const whisper = await signedPost(placed?.url ?? "", { CallSid: placed?.sid ?? "" });
    expect(whisper.body).toContain("Listing lead, Jane Doe, Toronto. Press 1 to connect.");
    const connect = await press(call?.id ?? 0, "1");
    expect(connect.body).toContain('<Dial action="');
    expect(connect.body).toContain("+14165550142</Number>");
    expect((await leadRow(id))?.agentId).toBe(agents[0]?.id);
  });

  it("places no call outside calling hours in the seller's time zone, and one in a province where it is still evening", async () => {
    t.app.calls.setClock(() => LATE);
    const before = peer.calls.length;
    const toronto = await submit("agent");
    expect(await callsOf(toronto)).toEqual([]);
    expect(peer.calls.length).toBe(before);

    const vancouver = await submit("agent", { city: "Vancouver", province: "BC", phone: "604-555-0162" });
    await peer.waitForCalls(before + 1);
    expect(await callsOf(vancouver)).toMatchObject([{ kind: "instant", status: "ringing_agent" }]);
  });

  it("never calls a represented seller, one who asked for e-mail, or a lead type the pool does not ring for", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const before = peer.calls.length;
    const represented = await submit("agent", { hasRealtor: true });
    const emailOnly = await submit("agent", { contactMethod: "Email" });
    await t.db.update(agentPools).set({ instantCall: [] }).where(eq(agentPools.id, dealtPoolId));
    const turnedOff = await submit("agent");
    await t.db
      .update(agentPools)
      .set({ instantCall: ["realtor"] })
      .where(eq(agentPools.id, dealtPoolId));
    for (const id of [represented, emailOnly, turnedOff]) expect(await callsOf(id)).toEqual([]);
    expect(peer.calls.length).toBe(before);
  });
});

describe("the instant call of a first-to-claim pool", () => {
  it("rings every offered member with a phone; the first to press 1 claims the lead, the other hears it is taken", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const before = peer.calls.length;
    const id = await submit("cash");
    const placed = (await peer.waitForCalls(before + 2)).slice(before);
    expect(placed.map((c) => c.to).sort()).toEqual(["+14165550172", "+14165550173"]);
    const rows = await callsOf(id);
    expect(rows.map((r) => r.userId).sort()).toEqual([agents[1]?.id, agents[2]?.id].sort());
    const first = rows.find((r) => r.userId === agents[1]?.id);
    const second = rows.find((r) => r.userId === agents[2]?.id);

    const won = await press(first?.id ?? 0, "1");
    expect(won.body).toContain("<Dial");
    const late = await press(second?.id ?? 0, "1");
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('<Say language="fr-CA">Un autre courtier a déjà pris ce prospect. Au revoir.</Say>');
    expect(late.body).not.toContain("<Dial");
    expect(await leadRow(id)).toMatchObject({ agentId: agents[1]?.id, poolId: claimPoolId });
    const [offer] = await t.db.select().from(leadOffers).where(eq(leadOffers.leadId, id));
    expect(offer).toMatchObject({ status: "claimed", claimedBy: agents[1]?.id });
  });

  it("two agents pressing 1 at the same moment: one claim, one bridge", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const before = peer.calls.length;
    const id = await submit("cash");
    await peer.waitForCalls(before + 2);
    const rows = await callsOf(id);
    const answers = await Promise.all(rows.map((r) => press(r.id, "1")));
    expect(answers.filter((a) => a.body.includes("<Dial")).length).toBe(1);
    expect(answers.filter((a) => a.body.includes("taken") || a.body.includes("déjà pris")).length).toBe(1);
    const winner = rows[answers.findIndex((a) => a.body.includes("<Dial"))];
    expect((await leadRow(id))?.agentId).toBe(winner?.userId);
  });

  it("nobody answering leaves the offer open, and the pool's fallback takes the lead at its timeout", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const before = peer.calls.length;
    const id = await submit("cash");
    const placed = (await peer.waitForCalls(before + 2)).slice(before);
    const rows = await callsOf(id);
    for (const call of placed) {
      const row = rows.find((r) => r.agentPhone === call.to);
      const res = await signedPost(`${PUBLIC_URL}/api/calls/twilio/status/${row?.id}/agent`, {
        ...peer.callFields(call, "no-answer"),
      });
      expect(res.statusCode).toBe(204);
    }
    expect((await callsOf(id)).map((r) => r.status)).toEqual(["ended", "ended"]);
    expect((await leadRow(id))?.agentId).toBeNull();
    const [offer] = await t.db
      .select()
      .from(leadOffers)
      .where(and(eq(leadOffers.leadId, id)));
    await settleExpiredOffers(t.db, new Date((offer?.expiresAt.getTime() ?? 0) + 1000), PUBLIC_URL);
    expect((await leadRow(id))?.agentId).toBe(agents[0]?.id);
  });
});
