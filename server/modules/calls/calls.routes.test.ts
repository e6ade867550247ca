import { and, eq } from "drizzle-orm";
import twilio from "twilio";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { actionPlanRuns, actionPlans, calls, leadHistory, leads, suppressions, users } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";
import { type PeerCall, startTwilioVoicePeer, type TwilioVoicePeer } from "../../test/twilio-voice-peer";
import { phoneHash } from "../privacy/person-hash";
import { setSetting } from "../settings/settings.repository";

const PUBLIC_URL = "http://portal.test";
const BROKERAGE_NUMBER = "+14165550100";
const AGENT_PHONE = "+14165550177";
/** Wednesday 2 December 2026, 14:00 in Toronto (19:00 UTC): inside calling hours. */
const AFTERNOON = new Date("2026-12-02T19:00:00Z");
/** The same Wednesday, 22:00 in Toronto: past 21:30. */
const LATE = new Date("2026-12-03T03:00:00Z");

let peer: TwilioVoicePeer;
let t: TestApp;
let cookie: string;
let agent: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  peer = await startTwilioVoicePeer();
  t = await buildTestApp({
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: peer.accountSid,
    TWILIO_AUTH_TOKEN: peer.authToken,
    TWILIO_FROM: BROKERAGE_NUMBER,
    TWILIO_API_BASE: peer.url,
  });
  await setSetting(t.db, "brokerage", {
    name: "Maple Realty",
    address: "1 King St W, Toronto, ON M5H 1A1",
    phone: "(416) 555-0100",
    email: "hello@maple.test",
    logoUrl: "",
  });
  agent = await createUser(t.db, { role: "agent", fullName: "Jordan Agent", phone: "(416) 555-0177" });
  cookie = await signIn(t.app, agent.email);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
afterEach(() => t.app.calls.setClock(() => new Date()));

const signedPost = (url: string, params: Record<string, string>, signature = peer.sign(url, params)) =>
  t.app.inject({
    method: "POST",
    url: url.slice(PUBLIC_URL.length),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
    payload: new URLSearchParams(params).toString(),
  });

const startCall = (leadId: string, who = cookie) =>
  t.app.inject({
    method: "POST",
    url: `/api/leads/${leadId}/calls`,
    headers: { cookie: who, ...sameOrigin },
    payload: {},
  });

async function torontoLead(overrides: Parameters<typeof createLead>[1] = {}) {
  return createLead(t.db, {
    type: "cash",
    fullName: "Jane Doe",
    city: "Toronto",
    province: "ON",
    phone: "(416) 555-0142",
    ...overrides,
  });
}

/** What the official client sends for the same call, through its `httpClient` option. */
async function officialRequest(call: { to: string; url: string; statusCallback: string }) {
  let captured:
    | { method: string; uri: string; username: string; password: string; data: Record<string, unknown> }
    | undefined;
  const client = twilio(peer.accountSid, peer.authToken, {
    httpClient: {
      request: async (opts: typeof captured) => {
        captured = opts;
        return { statusCode: 201, body: { sid: "CA0", status: "queued" }, headers: {} };
      },
    } as never,
  });
  await client.calls.create({
    to: call.to,
    from: BROKERAGE_NUMBER,
    url: call.url,
    statusCallback: call.statusCallback,
    statusCallbackEvent: ["initiated", "ringing", "answered", "completed"],
    statusCallbackMethod: "POST",
    timeout: 25,
  });
  if (!captured) throw new Error("the client sent nothing");
  const fields = Object.entries(captured.data).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => [key, String(v)] as [string, string]),
  );
  return { ...captured, fields };
}

const sortFields = (fields: [string, string][]) => [...fields].sort((a, b) => (a.join("=") < b.join("=") ? -1 : 1));

async function placed(leadId: string): Promise<{ call: PeerCall; id: number }> {
  const before = peer.calls.length;
  const res = await startCall(leadId);
  expect(res.statusCode, res.body).toBe(201);
  const [call] = (await peer.waitForCalls(before + 1)).slice(before);
  if (!call) throw new Error("no call at the peer");
  return { call, id: res.json().call.id };
}

const rowOf = async (id: number) => (await t.db.select().from(calls).where(eq(calls.id, id)))[0];
const callHistory = (leadId: string) =>
  t.db
    .select()
    .from(leadHistory)
    .where(and(eq(leadHistory.leadId, leadId), eq(leadHistory.changeType, "call")));

describe("click-to-call (decision 052)", () => {
  it("asks the provider to ring the agent's phone exactly as the official client would", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const lead = await torontoLead();
    const { call, id } = await placed(lead.id);
    const official = await officialRequest({
      to: AGENT_PHONE,
      url: `${PUBLIC_URL}/api/calls/twilio/voice/${id}`,
      statusCallback: `${PUBLIC_URL}/api/calls/twilio/status/${id}/agent`,
    });
    expect(official.method).toBe("post");
    expect(new URL(official.uri).pathname).toBe(call.path);
    expect(call.authorization).toBe(
      `Basic ${Buffer.from(`${official.username}:${official.password}`).toString("base64")}`,
    );
    expect(sortFields(call.form)).toEqual(sortFields(official.fields));
    expect(call.to).toBe(AGENT_PHONE);
    expect(call.from).toBe(BROKERAGE_NUMBER);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "ringing_agent", agentCallSid: call.sid, userId: agent.id, outcome: null });
  });

  it("whispers the lead to the agent, dials the seller from the brokerage's number, greets them in their language", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const lead = await torontoLead({ locale: "fr-CA" });
    const { call, id } = await placed(lead.id);
    const base = `${PUBLIC_URL}/api/calls/twilio`;

    const whisper = await signedPost(call.url, peer.callFields(call, "in-progress"));
    expect(whisper.statusCode).toBe(200);
    expect(whisper.headers["content-type"]).toBe("text/xml; charset=utf-8");
    const expectedWhisper = new twilio.twiml.VoiceResponse();
    expectedWhisper
      .gather({ action: `${base}/voice/${id}/connect`, method: "POST", numDigits: 1, timeout: 10 })
      .say({ language: "en-CA" }, "Cash offer lead, Jane Doe, Toronto. Press 1 to connect.");
    expectedWhisper.say({ language: "en-CA" }, "No key pressed. Goodbye.");
    expectedWhisper.hangup();
    expect(whisper.body).toBe(expectedWhisper.toString());

    const connect = await signedPost(
      `${base}/voice/${id}/connect`,
      peer.callFields(call, "in-progress", { Digits: "1" }),
    );
    const expectedDial = new twilio.twiml.VoiceResponse();
    expectedDial
      .dial({ action: `${base}/voice/${id}/dialed`, callerId: BROKERAGE_NUMBER, method: "POST", timeout: 25 })
      .number(
        {
          machineDetection: "Enable",
          statusCallback: `${base}/status/${id}/seller`,
          statusCallbackEvent: ["answered", "completed"],
          statusCallbackMethod: "POST",
          url: `${base}/voice/${id}/seller`,
        },
        "+14165550142",
      );
    expect(connect.body).toBe(expectedDial.toString());
    expect((await rowOf(id))?.status).toBe("dialing_seller");

    const greeting = await signedPost(`${base}/voice/${id}/seller`, { CallSid: "CAseller", CallStatus: "in-progress" });
    const expectedGreeting = new twilio.twiml.VoiceResponse();
    expectedGreeting.say(
      { language: "fr-CA" },
      "Bonjour, ici Maple Realty. Veuillez patienter, votre courtier se joint à l'appel.",
    );
    expect(greeting.body).toBe(expectedGreeting.toString());

    const dialed = await signedPost(`${base}/voice/${id}/dialed`, { DialCallStatus: "completed", CallSid: call.sid });
    const expectedHangup = new twilio.twiml.VoiceResponse();
    expectedHangup.hangup();
    expect(dialed.body).toBe(expectedHangup.toString());
  });

  it("hangs up when the agent presses another key", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const lead = await torontoLead();
    const { call, id } = await placed(lead.id);
    const res = await signedPost(
      `${PUBLIC_URL}/api/calls/twilio/voice/${id}/connect`,
      peer.callFields(call, "in-progress", { Digits: "2" }),
    );
    const expected = new twilio.twiml.VoiceResponse();
    expected.say({ language: "en-CA" }, "Goodbye.");
    expected.hangup();
    expect(res.body).toBe(expected.toString());
    expect((await rowOf(id))?.status).toBe("ringing_agent");
  });

  it("logs the seller's answer, duration and outcome once, counts first contact, and shows the call on the lead", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const lead = await torontoLead();
    const { call, id } = await placed(lead.id);
    const base = `${PUBLIC_URL}/api/calls/twilio`;
    await signedPost(`${base}/voice/${id}/connect`, peer.callFields(call, "in-progress", { Digits: "1" }));
    const seller = { CallSid: "CAsellerleg1", ParentCallSid: call.sid, To: "+14165550142", From: BROKERAGE_NUMBER };
    expect((await signedPost(`${base}/status/${id}/seller`, { ...seller, CallStatus: "in-progress" })).statusCode).toBe(
      204,
    );
    const completed = { ...seller, CallStatus: "completed", CallDuration: "95" };
    expect((await signedPost(`${base}/status/${id}/seller`, completed)).statusCode).toBe(204);
    // The provider posts it again (a retry): still one call ended on the lead.
    expect((await signedPost(`${base}/status/${id}/seller`, { ...completed, CallDuration: "96" })).statusCode).toBe(
      204,
    );
    await signedPost(`${base}/status/${id}/agent`, peer.callFields(call, "completed", { CallDuration: "110" }));

    expect(await rowOf(id)).toMatchObject({
      status: "ended",
      outcome: "answered",
      durationSeconds: 95,
      sellerCallSid: "CAsellerleg1",
      answeredAt: AFTERNOON,
    });
    const history = await callHistory(lead.id);
    expect(history.map((h) => [h.code, h.params])).toEqual([
      ["call.ended", { outcome: "answered", seconds: 95, by: "Jordan Agent" }],
    ]);
    const [stored] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored?.firstContactAt).toEqual(AFTERNOON);

    const list = await t.app.inject({ method: "GET", url: `/api/leads/${lead.id}/calls`, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id,
        outcome: "answered",
        durationSeconds: 95,
        userName: "Jordan Agent",
        disposition: null,
        status: "ended",
      }),
    ]);

    const disposition = await t.app.inject({
      method: "PUT",
      url: `/api/leads/${lead.id}/calls/${id}/disposition`,
      headers: { cookie, ...sameOrigin },
      payload: { disposition: "reached" },
    });
    expect(disposition.statusCode).toBe(200);
    expect(disposition.json().call.disposition).toBe("reached");
    expect((await callHistory(lead.id)).map((h) => h.code)).toEqual(["call.ended", "call.disposition"]);

    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/leads/${lead.id}/calls/${id}/disposition`,
      headers: { cookie, ...sameOrigin },
      payload: { disposition: "maybe" },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: "PUT",
      url: `/api/leads/${lead.id}/calls/999999/disposition`,
      headers: { cookie, ...sameOrigin },
      payload: { disposition: "reached" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reason: "call_not_found" });
  });

  it("pauses the lead's action plans after a call over 2.5 minutes, not after a shorter one", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const [plan] = await t.db
      .insert(actionPlans)
      .values({ name: "Follow-up", trigger: { kind: "manual" } as never, steps: [] })
      .returning();
    if (!plan) throw new Error("no plan");
    const base = `${PUBLIC_URL}/api/calls/twilio`;
    const runOf = async (seconds: string) => {
      const lead = await torontoLead();
      const [run] = await t.db.insert(actionPlanRuns).values({ leadId: lead.id, planId: plan.id }).returning();
      const { call, id } = await placed(lead.id);
      await signedPost(`${base}/voice/${id}/connect`, peer.callFields(call, "in-progress", { Digits: "1" }));
      const leg = { CallSid: `CA${seconds}`, ParentCallSid: call.sid };
      await signedPost(`${base}/status/${id}/seller`, { ...leg, CallStatus: "in-progress" });
      await signedPost(`${base}/status/${id}/seller`, { ...leg, CallStatus: "completed", CallDuration: seconds });
      return (
        await t.db
          .select()
          .from(actionPlanRuns)
          .where(eq(actionPlanRuns.id, run?.id ?? 0))
      )[0];
    };
    expect(await runOf("151")).toMatchObject({ status: "paused", reason: "long_call" });
    expect(await runOf("150")).toMatchObject({ status: "active", reason: null });
  });

  it("logs a busy seller, a voicemail, and an agent who never picked up", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const base = `${PUBLIC_URL}/api/calls/twilio`;
    const busyLead = await torontoLead();
    const busy = await placed(busyLead.id);
    await signedPost(`${base}/voice/${busy.id}/connect`, peer.callFields(busy.call, "in-progress", { Digits: "1" }));
    await signedPost(`${base}/status/${busy.id}/seller`, {
      CallSid: "CAb",
      ParentCallSid: busy.call.sid,
      CallStatus: "busy",
    });
    expect(await rowOf(busy.id)).toMatchObject({ outcome: "busy", answeredAt: null });

    const machineLead = await torontoLead();
    const machine = await placed(machineLead.id);
    await signedPost(
      `${base}/voice/${machine.id}/connect`,
      peer.callFields(machine.call, "in-progress", { Digits: "1" }),
    );
    const leg = { CallSid: "CAm", ParentCallSid: machine.call.sid, AnsweredBy: "machine_end_beep" };
    await signedPost(`${base}/status/${machine.id}/seller`, { ...leg, CallStatus: "in-progress" });
    await signedPost(`${base}/status/${machine.id}/seller`, { ...leg, CallStatus: "completed", CallDuration: "31" });
    expect(await rowOf(machine.id)).toMatchObject({ outcome: "voicemail", durationSeconds: 31, answeredAt: null });
    const [machineStored] = await t.db.select().from(leads).where(eq(leads.id, machineLead.id));
    expect(machineStored?.firstContactAt).toBeNull();

    const awayLead = await torontoLead();
    const away = await placed(awayLead.id);
    await signedPost(`${base}/status/${away.id}/agent`, peer.callFields(away.call, "no-answer"));
    expect(await rowOf(away.id)).toMatchObject({ outcome: "failed", status: "ended" });
  });

  it("answers 403 to unsigned or forged webhooks before storing anything", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const lead = await torontoLead();
    const { call, id } = await placed(lead.id);
    const url = `${PUBLIC_URL}/api/calls/twilio/status/${id}/seller`;
    const fields = { CallSid: "CAforged", ParentCallSid: call.sid, CallStatus: "completed", CallDuration: "400" };
    const forged = await signedPost(
      url,
      fields,
      peer.sign(`${PUBLIC_URL}/api/calls/twilio/status/${id}/agent`, fields),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({
      reason: "sms_signature_invalid",
      message: "The request signature is not valid.",
    });
    const unsigned = await t.app.inject({
      method: "POST",
      url: url.slice(PUBLIC_URL.length),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    const tampered = await signedPost(url, { ...fields, CallDuration: "1" }, peer.sign(url, fields));
    expect(tampered.statusCode).toBe(403);
    const whisper = await signedPost(call.url, peer.callFields(call, "in-progress"), "bad");
    expect(whisper.statusCode).toBe(403);
    expect(await rowOf(id)).toMatchObject({ outcome: null, status: "ringing_agent", sellerCallSid: null });
    expect(await callHistory(lead.id)).toEqual([]);
  });

  it("never calls outside calling hours, a represented seller, a suppressed number, or without the agent's phone", async () => {
    const before = peer.calls.length;
    t.app.calls.setClock(() => LATE);
    const lead = await torontoLead();
    const late = await startCall(lead.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: "call_outside_hours" });
    // 22:00 in Toronto is 19:00 in Vancouver: a British Columbia seller may be called.
    const vancouver = await torontoLead({ city: "Vancouver", province: "BC", phone: "(604) 555-0142" });
    expect((await startCall(vancouver.id)).statusCode).toBe(201);

    // Saturday 9:30 in Toronto: weekends open at 10:00.
    t.app.calls.setClock(() => new Date("2026-12-05T14:30:00Z"));
    expect((await startCall(lead.id)).json()).toMatchObject({ reason: "call_outside_hours" });

    t.app.calls.setClock(() => AFTERNOON);
    const represented = await torontoLead({ workingWithRealtor: true });
    const refused = await startCall(represented.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: "call_represented" });
    const suppressed = await torontoLead({ phone: "(416) 555-0166" });
    await t.db.insert(suppressions).values({ phoneHash: phoneHash("+14165550166"), reason: "erased" });
    expect((await startCall(suppressed.id)).json()).toMatchObject({ reason: "call_not_allowed_suppressed" });
    const noPhone = await torontoLead({ phone: null });
    expect((await startCall(noPhone.id)).json()).toMatchObject({ reason: "call_no_phone" });

    const phoneless = await createUser(t.db, { role: "agent", fullName: "No Phone" });
    const other = await signIn(t.app, phoneless.email);
    const res = await startCall(lead.id, other);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: "call_no_agent_phone" });
    expect((await startCall("not-a-lead")).statusCode).toBe(400);
    expect(peer.calls.length).toBe(before + 1);
  });

  it("shows a call the provider refused as failed", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const lead = await torontoLead();
    peer.failNext(1, 400);
    const res = await startCall(lead.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().call).toMatchObject({ outcome: "failed", status: "ended" });
    expect((await callHistory(lead.id)).map((h) => h.params)).toEqual([
      { outcome: "failed", seconds: null, by: "Jordan Agent" },
    ]);
  });

  it("joins the person's privacy export and loses its numbers when the person is erased", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const email = `jane.${Date.now()}@example.com`;
    const lead = await torontoLead({ email, phone: "(416) 555-0155" });
    const { id } = await placed(lead.id);
    const admin = await createUser(t.db, { role: "admin", fullName: "Ada Admin" });
    const adminCookie = await signIn(t.app, admin.email);
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/admin/privacy/person?email=${encodeURIComponent(email)}`,
      headers: { cookie: adminCookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().calls).toEqual([
      expect.objectContaining({ id, leadId: lead.id, sellerPhone: "+14165550155", agentPhone: AGENT_PHONE }),
    ]);
    const erased = await t.app.inject({
      method: "POST",
      url: "/api/admin/privacy/person/erase",
      headers: { cookie: adminCookie, ...sameOrigin },
      payload: { email, confirmEmail: email },
    });
    expect(erased.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ sellerPhone: null, agentPhone: null, leadId: lead.id });
  });
});

describe("the agent's own phone (PUT /api/user/phone)", () => {
  const setPhone = (phone: unknown, who?: string) =>
    t.app.inject({
      method: "PUT",
      url: "/api/user/phone",
      headers: { ...sameOrigin, ...(who ? { cookie: who } : {}) },
      payload: { phone },
    });

  it("lets an agent without a phone add one, which the next Call rings, and clear it again", async () => {
    t.app.calls.setClock(() => AFTERNOON);
    const newcomer = await createUser(t.db, { role: "agent", fullName: "New Comer" });
    const newcomerCookie = await signIn(t.app, newcomer.email);
    const lead = await torontoLead();
    expect((await startCall(lead.id, newcomerCookie)).json()).toMatchObject({ reason: "call_no_agent_phone" });

    const saved = await setPhone("416 555 0188", newcomerCookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: newcomer.id, phone: "(416) 555-0188" });
    const before = peer.calls.length;
    expect((await startCall(lead.id, newcomerCookie)).statusCode).toBe(201);
    const [call] = (await peer.waitForCalls(before + 1)).slice(before);
    expect(call?.to).toBe("+14165550188");

    const cleared = await setPhone("", newcomerCookie);
    expect(cleared.json()).toMatchObject({ phone: null });
    expect((await startCall(lead.id, newcomerCookie)).json()).toMatchObject({ reason: "call_no_agent_phone" });
  });

  it("refuses a number that is not one, anyone signed out, a client, and fields it does not know", async () => {
    const bad = await setPhone("call me maybe", cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      issues: [{ path: "body.phone", message: "Please enter a valid phone number" }],
    });
    expect((await setPhone("(416) 555-0190")).statusCode).toBe(401);
    const client = await createUser(t.db, { userType: "client" });
    const clientCookie = await signIn(t.app, client.email, undefined, "/api/client/login");
    expect((await setPhone("(416) 555-0190", clientCookie)).statusCode).toBe(403);
    const extra = await t.app.inject({
      method: "PUT",
      url: "/api/user/phone",
      headers: { ...sameOrigin, cookie },
      payload: { phone: "(416) 555-0190", role: "admin" },
    });
    expect(extra.statusCode).toBe(400);
    expect((await t.db.select().from(users).where(eq(users.id, agent.id)))[0]).toMatchObject({
      phone: "(416) 555-0177",
      role: "agent",
    });
  });
});

describe("inbound calls to the brokerage's number (decision 060)", () => {
  const inboundUrl = `${PUBLIC_URL}/api/calls/twilio/inbound`;
  const inbound = (from: string, sid: string) =>
    signedPost(inboundUrl, {
      AccountSid: peer.accountSid,
      CallSid: sid,
      From: from,
      To: BROKERAGE_NUMBER,
      CallStatus: "ringing",
      Direction: "inbound",
    });
  const inboundCalls = async (leadId: string) =>
    (await t.db.select().from(calls).where(eq(calls.leadId, leadId))).filter((c) => c.direction === "inbound");

  it("rings a known caller's agent with a whisper, logs the answered call once, and counts it as first contact", async () => {
    const lead = await torontoLead({ agentId: agent.id, phone: "(416) 555-0131", fullName: "Rita Ringer" });
    const answer = await inbound("+14165550131", "CAinbound0001");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/xml");
    const [call] = await inboundCalls(lead.id);
    expect(call).toMatchObject({
      kind: "inbound",
      status: "ringing_agent",
      userId: agent.id,
      agentPhone: AGENT_PHONE,
      sellerPhone: "+14165550131",
    });
    const id = call?.id ?? 0;
    expect(answer.body).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Say language="en-CA">Thank you for calling Maple Realty. Connecting you to your agent.</Say>` +
        `<Dial action="${PUBLIC_URL}/api/calls/twilio/inbound/${id}/dialed" callerId="+14165550131" method="POST" timeout="25">` +
        `<Number url="${PUBLIC_URL}/api/calls/twilio/inbound/${id}/whisper">${AGENT_PHONE}</Number></Dial></Response>`,
    );
    // The provider posts the same call again (a retry): the same answer, one call on the lead.
    expect((await inbound("+14165550131", "CAinbound0001")).body).toBe(answer.body);
    expect(await inboundCalls(lead.id)).toHaveLength(1);

    const whisper = await signedPost(`${PUBLIC_URL}/api/calls/twilio/inbound/${id}/whisper`, {
      CallSid: "CAagentleg01",
    });
    expect(whisper.body).toContain('<Say language="en-CA">Incoming call from your lead Rita Ringer.</Say>');
    const dialed = await signedPost(`${PUBLIC_URL}/api/calls/twilio/inbound/${id}/dialed`, {
      CallSid: "CAinbound0001",
      DialCallStatus: "completed",
      DialCallDuration: "95",
    });
    expect(dialed.body).toContain("<Hangup/>");
    expect(await rowOf(id)).toMatchObject({ status: "ended", outcome: "answered", durationSeconds: 95 });
    expect((await t.db.select().from(leads).where(eq(leads.id, lead.id)))[0]?.firstContactAt).not.toBeNull();
    expect((await callHistory(lead.id)).map((h) => h.code)).toEqual(["call.ended"]);
  });

  it("tells a caller whose agent does not answer, in their language, that the agent will call back", async () => {
    const lead = await torontoLead({ agentId: agent.id, phone: "(514) 555-0132", province: "QC", locale: "fr-CA" });
    const answer = await inbound("+15145550132", "CAinbound0002");
    expect(answer.body).toContain(
      `<Say language="fr-CA">Merci d'appeler Maple Realty. Nous vous mettons en communication avec votre courtier.</Say>`,
    );
    const [call] = await inboundCalls(lead.id);
    const dialed = await signedPost(`${PUBLIC_URL}/api/calls/twilio/inbound/${call?.id}/dialed`, {
      CallSid: "CAinbound0002",
      DialCallStatus: "no-answer",
    });
    expect(dialed.body).toContain(
      `<Say language="fr-CA">Merci d'appeler Maple Realty. Votre courtier ne peut pas prendre votre appel pour le moment et vous rappellera sous peu.</Say><Hangup/>`,
    );
    expect(await rowOf(call?.id ?? 0)).toMatchObject({ status: "ended", outcome: "no_answer" });
  });

  it("makes an unknown caller a phone lead, on the lead list at once, and logs the call it could not put through", async () => {
    const answer = await inbound("+16475550133", "CAinbound0003");
    expect(answer.body).toContain(
      "Thank you for calling Maple Realty. Your agent cannot take your call right now and will call you back shortly.",
    );
    const [lead] = await t.db.select().from(leads).where(eq(leads.phoneE164, "+16475550133"));
    expect(lead).toMatchObject({
      source: "phone",
      status: "Contacted",
      phone: "(647) 555-0133",
      contactMethod: "Phone",
    });
    expect(lead?.submittedAt).not.toBeNull();
    expect(await inboundCalls(lead?.id ?? "")).toMatchObject([{ status: "ended", outcome: "no_answer", userId: null }]);
    // A second call from the number finds that lead: no second lead.
    await inbound("+16475550133", "CAinbound0004");
    expect(await t.db.select().from(leads).where(eq(leads.phoneE164, "+16475550133"))).toHaveLength(1);
  });

  it("refuses an unsigned or forged inbound call with 403 before storing anything", async () => {
    const params = { CallSid: "CAforged0001", From: "+14165550134", To: BROKERAGE_NUMBER };
    const before = (await t.db.select().from(calls)).length;
    const leadsBefore = (await t.db.select().from(leads)).length;
    const forged = await signedPost(inboundUrl, params, "bm90IGEgc2lnbmF0dXJl");
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ reason: "sms_signature_invalid" });
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/calls/twilio/inbound",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(params).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    expect((await t.db.select().from(calls)).length).toBe(before);
    expect((await t.db.select().from(leads)).length).toBe(leadsBefore);
  });
});
