import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSION } from "../../../contract/leads";
import {
  consentEvents,
  emailOutbox,
  leadHistory,
  leads,
  pushDeliveries,
  pushSubscriptions,
  textMessages,
  textOutbox,
} from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { inboundFields, startTwilioPeer, type TwilioPeer } from "../../test/twilio-peer";
import { phoneHash } from "../privacy/person-hash";
import { setSetting } from "../settings/settings.repository";

const PUBLIC_URL = "http://portal.test";
const OUR_NUMBER = "+15145550000";
let peer: TwilioPeer;
let t: TestApp;
let staffCookie: string;
let agent: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  peer = await startTwilioPeer();
  t = await buildTestApp({
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: peer.accountSid,
    TWILIO_AUTH_TOKEN: peer.authToken,
    TWILIO_FROM: OUR_NUMBER,
    TWILIO_API_BASE: peer.url,
    // The abuse tests (issue 45) file many leads from one test client.
    RATE_LIMIT_LEADS_PER_MINUTE: "1000",
  });
  await setSetting(t.db, "brokerage", {
    name: "Maple Realty",
    address: "1 King St W, Toronto, ON M5H 1A1",
    phone: "(416) 555-0199",
    email: "hello@maple.test",
    logoUrl: "",
  });
  agent = await createUser(t.db, { role: "agent", fullName: "Jordan Agent" });
  staffCookie = await signIn(t.app, agent.email);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
afterEach(() => t.app.texting.useClock(() => new Date()));

let numberSeq = 0;
const NUMBER_START = Number.parseInt(randomBytes(2).toString("hex"), 16);
/** A fresh valid Toronto mobile number per test: +1416555xxxx. */
/**
 * A number no other lead of this file has: consecutive from a random start. A random one per call collided
 * (two of the file's ~60 numbers alike about one run in five), and a keyword then found the other lead.
 */
function freshNumber() {
  numberSeq++;
  const last = String(1000 + ((NUMBER_START + numberSeq) % 8999));
  return { formatted: `(416) 555-${last}`, e164: `+1416555${last}` };
}

/** A seller's final submit through the public flow (partial first, as the browser does). */
async function submitFinal(fields: Record<string, unknown>, id = newLeadId(), secret = "s".repeat(22)) {
  const body = {
    id,
    leadSecret: secret,
    leadType: "agent",
    name: "Alex Tremblay",
    email: `alex.${randomBytes(4).toString("hex")}@example.com`,
    street: "88 King Street",
    city: "Toronto",
    province: "ON",
    postalCode: "M5V 1K4",
    completedContact: true,
    consent: true,
    consentTextVersion: CONSENT_TEXT_VERSION,
    variant: "four-card",
    ...fields,
  };
  const res = await t.app.inject({ method: "POST", url: "/api/leads", headers: sameOrigin, payload: body });
  expect(res.statusCode).toBe(200);
  return id;
}

const messagesTo = (e164: string) => peer.messages.filter((m) => m.to === e164);
/** The texts the peer accepted for this number once there are `count` of them (the app's worker sends them). */
async function textsTo(e164: string, count: number, timeoutMs = 8000) {
  const until = Date.now() + timeoutMs;
  while (messagesTo(e164).length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  return messagesTo(e164);
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** Runs the app's text worker until its queue is empty for now. */
async function drain() {
  const worker = t.app.texting.worker;
  if (!worker) throw new Error("no worker");
  while ((await worker.runOnce()) > 0) {
    // again
  }
}
function signedPost(
  path: string,
  params: Record<string, string>,
  signature = peer.sign(`${PUBLIC_URL}${path}`, params),
) {
  return t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
    payload: new URLSearchParams(params).toString(),
  });
}
const inbound = (from: string, body: string) =>
  signedPost("/api/sms/twilio/inbound", inboundFields(peer, from, OUR_NUMBER, body));
const thread = (leadId: string) =>
  t.app.inject({ method: "GET", url: `/api/leads/${leadId}/texts`, headers: { cookie: staffCookie } });
const send = (leadId: string, body: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/leads/${leadId}/texts`,
    headers: { ...sameOrigin, cookie: staffCookie },
    payload: { body },
  });
const textRows = (leadId: string) =>
  t.db.select().from(textMessages).where(eq(textMessages.leadId, leadId)).orderBy(textMessages.id);

describe("the instant acknowledgement (decision 038)", () => {
  it("texts a final lead that chose Text once, in its language, naming the brokerage, with the promise and STOP", async () => {
    const phone = freshNumber();
    const id = await submitFinal({ contactMethod: "Text", phone: phone.formatted });
    const [message] = await textsTo(phone.e164, 1);
    expect(message).toMatchObject({
      to: phone.e164,
      from: OUR_NUMBER,
      body: "Maple Realty: Hi Alex, we received your request. A real estate agent will be in touch with you shortly to discuss your property. Reply STOP to unsubscribe.",
      statusCallback: `${PUBLIC_URL}/api/sms/twilio/status`,
      idempotencyToken: `ack:${id}`,
    });
    const read = await thread(id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([
      {
        id: expect.any(Number),
        direction: "out",
        body: message?.body,
        status: "queued",
        createdAt: expect.any(String),
        author: { kind: "automatic", name: null },
      },
    ]);
    const history = await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, id));
    expect(history.find((h) => h.code === "text.sent")).toMatchObject({
      changeType: "text",
      params: { by: "automatic", excerpt: expect.stringMatching(/^Maple Realty: Hi Alex/) },
    });
  });

  it("writes the French one for a French seller and a cash offer's 24-hour promise", async () => {
    const phone = freshNumber();
    await submitFinal({
      contactMethod: "Text",
      phone: phone.formatted,
      locale: "fr-CA",
      leadType: "cash",
      name: "Marie Roy",
    });
    expect((await textsTo(phone.e164, 1)).map((m) => m.body)).toEqual([
      "Maple Realty : Bonjour Marie, nous avons bien reçu votre demande. Nous préparons votre offre d'achat au comptant et communiquerons avec vous d'ici 24 heures. Répondez ARRET pour vous désabonner.",
    ]);
  });

  it("sends nothing for Phone or Email, nor to a represented seller", async () => {
    const byPhone = freshNumber();
    const byEmail = freshNumber();
    const represented = freshNumber();
    const ids = [
      await submitFinal({ contactMethod: "Phone", phone: byPhone.formatted }),
      await submitFinal({ contactMethod: "Email", phone: byEmail.formatted }),
      await submitFinal({ contactMethod: "Text", phone: represented.formatted, hasAgent: true }),
    ];
    await drain();
    await settle();
    for (const phone of [byPhone, byEmail, represented]) expect(messagesTo(phone.e164)).toEqual([]);
    for (const id of ids) expect(await textRows(id)).toEqual([]);
  });

  it("a retried final sends nothing twice", async () => {
    const phone = freshNumber();
    const id = newLeadId();
    await submitFinal({ contactMethod: "Text", phone: phone.formatted }, id);
    await submitFinal({ contactMethod: "Text", phone: phone.formatted }, id);
    await drain();
    await submitFinal({ contactMethod: "Text", phone: phone.formatted }, id);
    await drain();
    await settle();
    expect(await textsTo(phone.e164, 1)).toHaveLength(1);
    expect(await textRows(id)).toHaveLength(1);
  });

  it("admins turn it off and edit its text", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const adminCookie = await signIn(t.app, admin.email);
    const headers = { ...sameOrigin, cookie: adminCookie };
    const before = await t.app.inject({ method: "GET", url: "/api/admin/texts/acknowledgement", headers });
    expect(before.json()).toMatchObject({ enabled: true, providerConfigured: true });
    const agentTry = await t.app.inject({
      method: "GET",
      url: "/api/admin/texts/acknowledgement",
      headers: { cookie: staffCookie },
    });
    expect(agentTry.statusCode).toBe(403);

    const edited = {
      "en-CA": "{brokerage} here: thanks {name}! {promise}",
      "fr-CA": "{brokerage} : merci {name}! {promise}",
    };
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/texts/acknowledgement",
      headers,
      payload: { enabled: true, text: edited },
    });
    expect(saved.statusCode).toBe(200);
    const phone = freshNumber();
    await submitFinal({ contactMethod: "Text", phone: phone.formatted, name: "Robin Lee" });
    expect((await textsTo(phone.e164, 1)).map((m) => m.body)).toEqual([
      "Maple Realty here: thanks Robin! A real estate agent will be in touch with you shortly to discuss your property. Reply STOP to unsubscribe.",
    ]);

    await t.app.inject({
      method: "PUT",
      url: "/api/admin/texts/acknowledgement",
      headers,
      payload: { enabled: false, text: edited },
    });
    const off = freshNumber();
    const offId = await submitFinal({ contactMethod: "Text", phone: off.formatted });
    await drain();
    await settle();
    expect(messagesTo(off.e164)).toEqual([]);
    expect(await textRows(offId)).toEqual([]);
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/texts/acknowledgement",
      headers,
      payload: {
        enabled: true,
        text: {
          "en-CA": "{brokerage}: Hi {name}, we received your request. {promise} Reply STOP to unsubscribe.",
          "fr-CA":
            "{brokerage} : Bonjour {name}, nous avons bien reçu votre demande. {promise} Répondez ARRET pour vous désabonner.",
        },
      },
    });
  });
});

describe("texting that cannot be abused (issue 45)", () => {
  it("six public leads naming one number send one acknowledgement, whatever the number of leads", async () => {
    const phone = freshNumber();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await submitFinal({ contactMethod: "Text", phone: phone.formatted }));
    await drain();
    await settle();
    expect(await textsTo(phone.e164, 1)).toHaveLength(1);
    const rows = await Promise.all(ids.map((id) => textRows(id)));
    expect(rows.map((r) => r.length)).toEqual([1, 0, 0, 0, 0, 0]);
  });

  it("six leads naming one number saved at once still send one", async () => {
    const phone = freshNumber();
    await Promise.all(Array.from({ length: 6 }, () => submitFinal({ contactMethod: "Text", phone: phone.formatted })));
    await drain();
    await settle();
    expect(messagesTo(phone.e164)).toHaveLength(1);
  });

  it('"evil.example/win" as a name sends the text without it; a clean first name with an accent, a hyphen and an apostrophe goes in', async () => {
    const evil = freshNumber();
    await submitFinal({ contactMethod: "Text", phone: evil.formatted, name: "evil.example/win" });
    const clean = freshNumber();
    await submitFinal({ contactMethod: "Text", phone: clean.formatted, name: "Zoé-D'Arcy Roy" });
    const long = freshNumber();
    await submitFinal({ contactMethod: "Text", phone: long.formatted, name: `${"A".repeat(41)} Roy` });
    expect((await textsTo(evil.e164, 1)).map((m) => m.body)).toEqual([
      "Maple Realty: Hi, we received your request. A real estate agent will be in touch with you shortly to discuss your property. Reply STOP to unsubscribe.",
    ]);
    expect((await textsTo(clean.e164, 1)).map((m) => m.body)).toEqual([
      "Maple Realty: Hi Zoé-D'Arcy, we received your request. A real estate agent will be in touch with you shortly to discuss your property. Reply STOP to unsubscribe.",
    ]);
    expect((await textsTo(long.e164, 1))[0]?.body).toMatch(/^Maple Realty: Hi, we received/);
  });

  it("a second lead naming a seller's number does not take that seller's replies", async () => {
    const phone = freshNumber();
    const seller = await submitFinal({ contactMethod: "Text", phone: phone.formatted, name: "Sam Seller" });
    await textsTo(phone.e164, 1);
    // A stranger files a newer lead with the seller's number (no acknowledgement goes: one a day).
    const stranger = await submitFinal({ contactMethod: "Text", phone: phone.formatted, name: "Mallory" });
    await drain();
    expect(await textRows(stranger)).toEqual([]);
    expect((await inbound(phone.e164, "Yes, call me after 6")).statusCode).toBe(200);
    expect((await textRows(seller)).map((r) => [r.direction, r.body])).toEqual([
      ["out", expect.stringMatching(/^Maple Realty: Hi Sam,/)],
      ["in", "Yes, call me after 6"],
    ]);
    expect(await textRows(stranger)).toEqual([]);
  });
});

describe("the provider's webhooks", () => {
  it("a signed inbound text lands on the newest lead with that number that is not erased, and tells its agent", async () => {
    const phone = freshNumber();
    const older = await createLead(t.db, { phone: phone.formatted, createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const newer = await createLead(t.db, {
      phone: phone.formatted,
      agentId: agent.id,
      fullName: "Casey Seller",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const erased = await createLead(t.db, { phone: phone.formatted, erasedAt: new Date() });
    const res = await inbound(phone.e164, "Is Tuesday at 5 ok for the visit?");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/xml/);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');

    expect(await textRows(older.id)).toEqual([]);
    expect(await textRows(erased.id)).toEqual([]);
    const read = await thread(newer.id);
    expect(read.json()).toEqual([
      {
        id: expect.any(Number),
        direction: "in",
        body: "Is Tuesday at 5 ok for the visit?",
        status: "received",
        createdAt: expect.any(String),
        author: { kind: "seller", name: null },
      },
    ]);
    const history = await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, newer.id));
    expect(history.map((h) => [h.code, h.params])).toEqual([
      ["text.received", { excerpt: "Is Tuesday at 5 ok for the visit?" }],
    ]);
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, newer.id), eq(emailOutbox.kind, "text_reply")));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      toAddress: agent.email,
      subject: "New text from Casey Seller",
      // On the brand's template (decision 050): the brokerage's name heads it and signs the staff foot.
      textBody: [
        "Maple Realty",
        "",
        "Casey Seller replied by text:",
        "",
        "Is Tuesday at 5 ok for the visit?",
        "",
        `Open the lead to answer: ${PUBLIC_URL}/leads/${newer.id}`,
        "",
        "--",
        "Maple Realty",
        "",
        "You receive this e-mail because you have a staff account on Maple Realty's seller portal.",
      ].join("\n"),
    });
    expect(mail[0]?.htmlBody).toContain("Is Tuesday at 5 ok for the visit?");
    // The same text posted again by the provider (same MessageSid) is stored once.
    const fields = inboundFields(peer, phone.e164, OUR_NUMBER, "Again");
    await signedPost("/api/sms/twilio/inbound", fields);
    await signedPost("/api/sms/twilio/inbound", fields);
    expect(await textRows(newer.id)).toHaveLength(2);
  });

  it("a wrong signature gets 403 and stores nothing", async () => {
    const phone = freshNumber();
    const lead = await createLead(t.db, { phone: phone.formatted });
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(textMessages))[0]?.n;
    const leadCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0]?.n;
    const [textsBefore, leadsBefore] = [await count(), await leadCount()];
    const fields = inboundFields(peer, phone.e164, OUR_NUMBER, "Hello");
    const wrong = await signedPost(
      "/api/sms/twilio/inbound",
      fields,
      peer.sign(`${PUBLIC_URL}/api/sms/twilio/other`, fields),
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      reason: "sms_signature_invalid",
      message: "The request signature is not valid.",
    });
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/sms/twilio/inbound",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(inboundFields(peer, "+14165550111", OUR_NUMBER, "Hi")).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    const tampered = { ...fields, Body: "Changed on the way" };
    expect(
      (await signedPost("/api/sms/twilio/inbound", tampered, peer.sign(`${PUBLIC_URL}/api/sms/twilio/inbound`, fields)))
        .statusCode,
    ).toBe(403);
    const status = await signedPost("/api/sms/twilio/status", { MessageSid: "SMx", MessageStatus: "delivered" }, "bad");
    expect(status.statusCode).toBe(403);
    expect([await count(), await leadCount()]).toEqual([textsBefore, leadsBefore]);
    expect(await textRows(lead.id)).toEqual([]);
  });

  it("a text from an unknown number makes a new lead (source sms) with the text on it", async () => {
    const phone = freshNumber();
    const res = await inbound(phone.e164, "Hi, I'd like to sell my condo");
    expect(res.statusCode).toBe(200);
    const made = await t.db.select().from(leads).where(eq(leads.phoneE164, phone.e164));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      source: "sms",
      status: "Contacted",
      phone: phone.formatted,
      contactMethod: "Text",
      submittedAt: expect.any(Date),
    });
    const id = made[0]?.id as string;
    expect((await thread(id)).json()[0]).toMatchObject({ direction: "in", body: "Hi, I'd like to sell my condo" });
    const consent = await t.db.select().from(consentEvents).where(eq(consentEvents.leadId, id));
    expect(consent.map((c) => [c.purpose, c.action, c.basis, c.channel])).toEqual([
      ["inquiry", "given", "implied", "sms"],
      ["sellers_guide", "given", "implied", "sms"],
    ]);
    // Routed like any new lead: the staff alert was written with it.
    const alerts = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "new_lead")));
    expect(alerts.length).toBeGreaterThan(0);
  });

  it("a status callback moves a message to delivered, and a late 'sent' never moves it back", async () => {
    const phone = freshNumber();
    const id = await submitFinal({ contactMethod: "Text", phone: phone.formatted });
    const [message] = await textsTo(phone.e164, 1);
    if (!message) throw new Error("no acknowledgement");
    const callback = (status: string) =>
      signedPost("/api/sms/twilio/status", {
        AccountSid: peer.accountSid,
        MessageSid: message.sid,
        MessageStatus: status,
        To: message.to,
        From: OUR_NUMBER,
      });
    expect((await callback("sent")).statusCode).toBe(204);
    expect((await thread(id)).json()[0].status).toBe("sent");
    expect((await callback("delivered")).statusCode).toBe(204);
    expect((await callback("sent")).statusCode).toBe(204);
    expect((await thread(id)).json()[0].status).toBe("delivered");
  });
});

describe("CASL and carrier keywords", () => {
  it("STOP withdraws consent in the ledger, confirms once, and no later text reaches the provider; START lifts it", async () => {
    const phone = freshNumber();
    const id = await submitFinal({ contactMethod: "Phone", phone: phone.formatted });
    expect((await inbound(phone.e164, "stop")).statusCode).toBe(200);
    expect((await textsTo(phone.e164, 1)).map((m) => m.body)).toEqual([
      "Maple Realty: You are unsubscribed and will receive no more texts from us. Reply START to resubscribe.",
    ]);
    const ledger = await t.db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.phoneHash, phoneHash(phone.e164) as string), eq(consentEvents.action, "withdrawn")));
    expect(ledger.map((e) => [e.purpose, e.channel, e.form, e.leadId])).toEqual([
      ["inquiry", "sms", "sms-keyword/stop", id],
      ["marketing", "sms", "sms-keyword/stop", id],
    ]);

    const requests = peer.requestCount();
    const refused = await send(id, "Are you still thinking of selling?");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: "text_opted_out",
      message: "This number replied STOP: no text can be sent until the seller texts START.",
    });
    await drain();
    await settle();
    expect(peer.requestCount()).toBe(requests);

    await inbound(phone.e164, "START");
    expect((await textsTo(phone.e164, 2)).at(-1)?.body).toBe(
      "Maple Realty: You are subscribed again and may receive texts about your request. Reply STOP to unsubscribe.",
    );
    expect((await send(id, "Welcome back")).statusCode).toBe(202);
  });

  it("ARRET is answered in French, and HELP / AIDE with the brokerage's name and contact", async () => {
    const phone = freshNumber();
    await submitFinal({ contactMethod: "Phone", phone: phone.formatted });
    await inbound(phone.e164, "help");
    await inbound(phone.e164, "AIDE");
    await inbound(phone.e164, " Arrêt ");
    expect((await textsTo(phone.e164, 3)).map((m) => m.body).sort()).toEqual([
      "Maple Realty : Vous êtes désabonné et ne recevrez plus de textos de notre part. Répondez START pour vous réabonner.",
      "Maple Realty : textos au sujet de votre demande de vente de propriété. Des questions? Joignez-nous au (416) 555-0199. Répondez ARRET pour vous désabonner.",
      "Maple Realty: texts about your request to sell your home. Questions? Contact us at (416) 555-0199. Reply STOP to unsubscribe.",
    ]);
  });

  it("STOP from a number with no lead is honoured and answered in the webhook's reply, without making a lead", async () => {
    const phone = freshNumber();
    const res = await inbound(phone.e164, "ARRET");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Maple Realty : Vous êtes désabonné et ne recevrez plus de textos de notre part. Répondez START pour vous réabonner.</Message></Response>',
    );
    expect(await t.db.select().from(leads).where(eq(leads.phoneE164, phone.e164))).toEqual([]);
    const ledger = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.phoneHash, phoneHash(phone.e164) as string));
    expect(ledger.map((e) => [e.action, e.purpose, e.leadId])).toEqual([
      ["withdrawn", "inquiry", null],
      ["withdrawn", "marketing", null],
    ]);
    // A later web inquiry (implied consent) does not lift the STOP; one with express consent (the box
    // ticked) does.
    const implied = await submitFinal({ contactMethod: "Text", phone: phone.formatted });
    await drain();
    await settle();
    expect(messagesTo(phone.e164)).toEqual([]);
    expect(await textRows(implied)).toEqual([]);
    const express = await submitFinal({ contactMethod: "Text", phone: phone.formatted, marketingConsent: true });
    expect((await textsTo(phone.e164, 1)).map((m) => m.idempotencyToken)).toEqual([`ack:${express}`]);
  });

  it("a keyword the provider posts twice (same MessageSid) writes its ledger events and its answer once", async () => {
    const phone = freshNumber();
    const id = await submitFinal({ contactMethod: "Phone", phone: phone.formatted });
    const stop = inboundFields(peer, phone.e164, OUR_NUMBER, "STOP");
    const path = "/api/sms/twilio/inbound";
    const empty = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
    const first = await signedPost(path, stop);
    const again = await signedPost(path, stop);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect([first.body, again.body]).toEqual([empty, empty]);
    await textsTo(phone.e164, 1);
    await drain();
    await settle();
    expect(messagesTo(phone.e164).map((m) => m.body)).toEqual([
      "Maple Realty: You are unsubscribed and will receive no more texts from us. Reply START to resubscribe.",
    ]);
    expect((await textRows(id)).map((r) => [r.direction, r.kind, r.body])).toEqual([
      ["in", "seller", "STOP"],
      [
        "out",
        "stop",
        "Maple Realty: You are unsubscribed and will receive no more texts from us. Reply START to resubscribe.",
      ],
    ]);
    const history = await t.db
      .select({ code: leadHistory.code })
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, id), eq(leadHistory.code, "text.received")));
    expect(history).toHaveLength(1);
    const ledger = await t.db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.phoneHash, phoneHash(phone.e164) as string), eq(consentEvents.action, "withdrawn")));
    expect(ledger.map((e) => [e.purpose, e.form, e.leadId])).toEqual([
      ["inquiry", "sms-keyword/stop", id],
      ["marketing", "sms-keyword/stop", id],
    ]);
  });

  it("a keyword from a number with no lead, posted twice (same MessageSid), is honoured and answered once", async () => {
    const phone = freshNumber();
    const path = "/api/sms/twilio/inbound";
    const stop = inboundFields(peer, phone.e164, OUR_NUMBER, "STOP");
    const help = inboundFields(peer, phone.e164, OUR_NUMBER, "HELP");
    const start = inboundFields(peer, phone.e164, OUR_NUMBER, "START");
    const bodies: string[] = [];
    for (const fields of [stop, stop, help, help, start, start]) {
      const res = await signedPost(path, fields);
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
    const answer = (text: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${text}</Message></Response>`;
    const empty = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
    expect(bodies).toEqual([
      answer("Maple Realty: You are unsubscribed and will receive no more texts from us. Reply START to resubscribe."),
      empty,
      answer(
        "Maple Realty: texts about your request to sell your home. Questions? Contact us at (416) 555-0199. Reply STOP to unsubscribe.",
      ),
      empty,
      answer(
        "Maple Realty: You are subscribed again and may receive texts about your request. Reply STOP to unsubscribe.",
      ),
      empty,
    ]);
    const ledger = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.phoneHash, phoneHash(phone.e164) as string))
      .orderBy(consentEvents.id);
    expect(ledger.map((e) => [e.action, e.purpose, e.form, e.leadId])).toEqual([
      ["withdrawn", "inquiry", "sms-keyword/stop", null],
      ["withdrawn", "marketing", "sms-keyword/stop", null],
      ["given", "inquiry", "sms-keyword/start", null],
    ]);
    expect(await t.db.select().from(leads).where(eq(leads.phoneE164, phone.e164))).toEqual([]);
    await drain();
    await settle();
    expect(messagesTo(phone.e164)).toEqual([]);
  });

  it("the same keyword posted twice at once (the provider's retry racing the first) is handled once", async () => {
    const phone = freshNumber();
    const id = await submitFinal({ contactMethod: "Phone", phone: phone.formatted });
    const unknown = freshNumber();
    const known = inboundFields(peer, phone.e164, OUR_NUMBER, "ARRET");
    const stranger = inboundFields(peer, unknown.e164, OUR_NUMBER, "STOP");
    const path = "/api/sms/twilio/inbound";
    const results = await Promise.all([known, known, stranger, stranger].map((fields) => signedPost(path, fields)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const answered = results.slice(2).filter((r) => r.body.includes("<Message>"));
    expect(answered).toHaveLength(1);
    for (const [number, leadId] of [
      [phone.e164, id],
      [unknown.e164, null],
    ] as const) {
      const ledger = await t.db
        .select()
        .from(consentEvents)
        .where(and(eq(consentEvents.phoneHash, phoneHash(number) as string), eq(consentEvents.action, "withdrawn")));
      expect(ledger.map((e) => [e.purpose, e.leadId])).toEqual([
        ["inquiry", leadId],
        ["marketing", leadId],
      ]);
    }
    expect((await textRows(id)).map((r) => [r.direction, r.kind])).toEqual([
      ["in", "seller"],
      ["out", "stop"],
    ]);
  });

  it("a number with no consent in the ledger, or an erased person's, is refused with 409", async () => {
    const noConsent = await createLead(t.db, { phone: freshNumber().formatted });
    const res = await send(noConsent.id, "Hello");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: "text_no_consent" });
    const noPhone = await createLead(t.db, { phone: null });
    expect((await send(noPhone.id, "Hello")).json()).toMatchObject({ reason: "text_no_phone" });
  });
});

describe("quiet hours (test clock)", () => {
  it("a text due at 23:00 Toronto time waits until 9:00", async () => {
    const phone = freshNumber();
    const id = await submitFinal({ contactMethod: "Phone", phone: phone.formatted, province: "ON" });
    // Tuesday 10 March 2026, 23:00 in Toronto (EDT, UTC-4).
    t.app.texting.useClock(() => new Date("2026-03-11T03:00:00.000Z"));
    const res = await send(id, "Can we talk tomorrow?");
    expect(res.statusCode).toBe(202);
    expect(res.json().text).toMatchObject({ status: "queued", author: { kind: "agent", name: "Jordan Agent" } });
    const [row] = await t.db
      .select()
      .from(textOutbox)
      .where(eq(textOutbox.messageId, res.json().text.id as number));
    expect(row?.holdUntil?.toISOString()).toBe("2026-03-11T13:00:00.000Z");
    await drain();
    await settle();
    expect(messagesTo(phone.e164)).toEqual([]);

    // 8:59 still waits; at 9:00 the text goes.
    t.app.texting.useClock(() => new Date("2026-03-11T12:59:00.000Z"));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await drain();
    expect(messagesTo(phone.e164)).toEqual([]);
    t.app.texting.useClock(() => new Date("2026-03-11T13:00:00.000Z"));
    expect((await textsTo(phone.e164, 1)).map((m) => m.body)).toEqual(["Maple Realty: Can we talk tomorrow?"]);
  });
});

describe("the brokerage's one time zone (test clock)", () => {
  it("a seller without a province waits for the window in the zone admins set for the brokerage", async () => {
    const phone = freshNumber();
    const id = await submitFinal({
      contactMethod: "Phone",
      phone: phone.formatted,
      province: undefined,
      postalCode: undefined,
    });
    // The address says Toronto; the admins' setting (Routing rules tab) says Vancouver, and wins.
    await setSetting(t.db, "timeZone", "America/Vancouver");
    // Tuesday 10 March 2026, 23:00 in Vancouver (PDT, UTC-7): 02:00 in Toronto would also be closed,
    // but the window reopens at 9:00 Vancouver time (16:00 UTC), not Toronto's (13:00 UTC).
    t.app.texting.useClock(() => new Date("2026-03-11T06:00:00.000Z"));
    const res = await send(id, "Morning call?");
    expect(res.statusCode).toBe(202);
    const [row] = await t.db
      .select()
      .from(textOutbox)
      .where(eq(textOutbox.messageId, res.json().text.id as number));
    expect(row?.holdUntil?.toISOString()).toBe("2026-03-11T16:00:00.000Z");
    t.app.texting.useClock(() => new Date("2026-03-11T16:00:00.000Z"));
    expect((await textsTo(phone.e164, 1)).map((m) => m.body)).toEqual(["Maple Realty: Morning call?"]);
    await setSetting(t.db, "timeZone", "America/Toronto");
  });
});

describe("a live conversation (test clock)", () => {
  it("an agent answering the seller's text within the hour is not held; an hour later the window applies again", async () => {
    const phone = freshNumber();
    const id = await submitFinal({ contactMethod: "Phone", phone: phone.formatted, province: "ON" });
    // Tuesday 10 March 2026, 23:00 in Toronto: the seller texts, the agent answers ten minutes later.
    t.app.texting.useClock(() => new Date("2026-03-11T03:00:00.000Z"));
    expect((await inbound(phone.e164, "Still up? Can we talk about the price?")).statusCode).toBe(200);
    t.app.texting.useClock(() => new Date("2026-03-11T03:10:00.000Z"));
    const answer = await send(id, "Yes, call me now if you like.");
    expect(answer.statusCode).toBe(202);
    const [row] = await t.db
      .select()
      .from(textOutbox)
      .where(eq(textOutbox.messageId, answer.json().text.id as number));
    expect(row?.holdUntil).toBeNull();
    expect((await textsTo(phone.e164, 1)).map((m) => m.body)).toEqual(["Maple Realty: Yes, call me now if you like."]);

    // 61 minutes after the seller's text, the next one waits for 9:00.
    t.app.texting.useClock(() => new Date("2026-03-11T04:01:00.000Z"));
    const later = await send(id, "One more thing about the visit.");
    const [held] = await t.db
      .select()
      .from(textOutbox)
      .where(eq(textOutbox.messageId, later.json().text.id as number));
    expect(held?.holdUntil?.toISOString()).toBe("2026-03-11T13:00:00.000Z");
    t.app.texting.useClock(() => new Date("2026-03-11T13:00:00.000Z"));
    expect((await textsTo(phone.e164, 2)).map((m) => m.body)).toEqual([
      "Maple Realty: Yes, call me now if you like.",
      "One more thing about the visit.",
    ]);
  });
});

describe("the outbox", () => {
  it("retries a provider error with the same idempotency key and sends once", async () => {
    const phone = freshNumber();
    peer.failNext(1, 500);
    const id = await submitFinal({ contactMethod: "Text", phone: phone.formatted });
    const outboxRow = async () =>
      (
        await t.db
          .select()
          .from(textOutbox)
          .where(eq(textOutbox.idempotencyKey, `ack:${id}`))
      )[0];
    // The app's worker (or ours) meets the provider's error and writes it on the row.
    const until = Date.now() + 8000;
    while (!(await outboxRow())?.lastError && Date.now() < until) await drain();
    expect(messagesTo(phone.e164)).toEqual([]);
    const row = await outboxRow();
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "The provider answered 500: Failure injected by the test",
    });
    await t.db.execute(sql`UPDATE text_outbox SET next_attempt_at = now() WHERE id = ${row?.id}`);
    expect(await textsTo(phone.e164, 1)).toHaveLength(1);
    expect(messagesTo(phone.e164)[0]?.idempotencyToken).toBe(`ack:${id}`);
    // The second attempt asked the provider first (the first's outcome could have been unknown) and found nothing.
    expect(peer.listRequests.some((q) => q.get("To") === phone.e164)).toBe(true);
  });

  it("a provider that accepts a text and answers after the timeout texts the seller once (decision 044)", async () => {
    const phone = freshNumber();
    // Accepted (and listed) at once, answered after the sender's 15 s timeout.
    peer.answerLate(1, 17_000);
    const id = await submitFinal({ contactMethod: "Text", phone: phone.formatted });
    expect(await textsTo(phone.e164, 1)).toHaveLength(1);
    const [accepted] = messagesTo(phone.e164);
    const outboxRow = async () =>
      (
        await t.db
          .select()
          .from(textOutbox)
          .where(eq(textOutbox.idempotencyKey, `ack:${id}`))
      )[0];
    // The timeout is "unknown": the retry (5 s later) looks the text up, finds it, and records it as sent.
    const until = Date.now() + 40_000;
    while ((await outboxRow())?.status !== "sent" && Date.now() < until) await settle();
    expect(await outboxRow()).toMatchObject({ status: "sent", attempts: 2 });
    expect(messagesTo(phone.e164)).toHaveLength(1);
    expect(peer.requestCount()).toBeGreaterThan(0);
    const lookup = peer.listRequests.find((q) => q.get("To") === phone.e164);
    expect(lookup?.get("From")).toBe(OUR_NUMBER);
    expect(lookup?.get("DateSent>")).toBe(new Date().toISOString().slice(0, 10));
    const [message] = await textRows(id);
    expect(message?.providerSid).toBe(accepted?.sid);
    await settle();
    expect(messagesTo(phone.e164)).toHaveLength(1);
  }, 60_000);

  it("with 6 hung provider requests among 24, every healthy acknowledgement is accepted within 5 s (decision 044)", async () => {
    const phones = Array.from({ length: 24 }, () => freshNumber());
    peer.hangNext(6);
    // From the seller's saved final (the text is written in its transaction) to the provider accepting it.
    const savedAt = new Map<string, number>();
    await Promise.all(
      phones.map(async (phone) => {
        await submitFinal({ contactMethod: "Text", phone: phone.formatted });
        savedAt.set(phone.e164, Date.now());
      }),
    );
    // The six hung requests take six of the worker's slots until their timeout; the other 18 go on.
    const until = Date.now() + 10_000;
    while (phones.filter((p) => messagesTo(p.e164).length > 0).length < 18 && Date.now() < until) await settle();
    const healthy = phones.filter((p) => messagesTo(p.e164).length > 0);
    expect(healthy).toHaveLength(18);
    const waits = healthy.map((p) => (messagesTo(p.e164)[0]?.receivedAt ?? 0) - (savedAt.get(p.e164) ?? 0));
    expect(waits.filter((ms) => ms >= 5000)).toEqual([]);
    // The hung six time out (unknown), are looked up, not found, and sent once each.
    const all = Date.now() + 45_000;
    while (phones.some((p) => messagesTo(p.e164).length === 0) && Date.now() < all) await settle();
    expect(phones.map((p) => messagesTo(p.e164).length)).toEqual(phones.map(() => 1));
  }, 90_000);
});

describe("privacy (decision 021)", () => {
  it("the thread is in the person's export, and erasure empties it, stops waiting texts and suppresses the number", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const headers = { ...sameOrigin, cookie: await signIn(t.app, admin.email) };
    const phone = freshNumber();
    const email = `erase.${randomBytes(4).toString("hex")}@example.test`;
    const id = await submitFinal({ contactMethod: "Phone", phone: phone.formatted, email });
    await inbound(phone.e164, "Call me after 6 please");
    // A text held for the seller's window (23:00 in Toronto) is still waiting when the person is erased.
    t.app.texting.useClock(() => new Date("2026-03-11T03:00:00.000Z"));
    const held = await send(id, "Tomorrow at 9?");
    expect(held.statusCode).toBe(202);

    const exported = await t.app.inject({
      method: "GET",
      url: `/api/admin/privacy/person/export?email=${encodeURIComponent(email)}`,
      headers,
    });
    expect(exported.statusCode).toBe(200);
    const texts = JSON.parse(exported.body).texts as { body: string; direction: string; phone: string }[];
    // (The held text was written at the test clock's time, so it sorts first.)
    expect(texts.map((x) => [x.direction, x.body, x.phone])).toEqual([
      ["out", "Maple Realty: Tomorrow at 9?", phone.e164],
      ["in", "Call me after 6 please", phone.e164],
    ]);

    const erased = await t.app.inject({
      method: "POST",
      url: "/api/admin/privacy/person/erase",
      headers,
      payload: { email, confirmEmail: email },
    });
    expect(erased.statusCode).toBe(200);
    t.app.texting.useClock(() => new Date());
    const rows = await textRows(id);
    expect(rows.map((r) => [r.body, r.phone])).toEqual([
      ["[erased]", null],
      ["[erased]", null],
    ]);
    const [outbox] = await t.db
      .select()
      .from(textOutbox)
      .where(eq(textOutbox.messageId, rows[1]?.id as number));
    expect(outbox).toMatchObject({ status: "failed", lastError: "The person was erased" });
    // The number is suppressed: a later lead with it is never texted, whatever its consent.
    const again = await submitFinal({ contactMethod: "Text", phone: phone.formatted });
    expect((await send(again, "Hello again")).json()).toMatchObject({ reason: "text_suppressed" });
    await drain();
    await settle();
    expect(messagesTo(phone.e164)).toEqual([]);
  });
});

describe("the agent hears of a reply", () => {
  it("by push on their devices too (lead.replied), besides the e-mail", async () => {
    const phone = freshNumber();
    const lead = await createLead(t.db, { phone: phone.formatted, agentId: agent.id, fullName: "Pat Push" });
    await t.db.insert(pushSubscriptions).values({
      userId: agent.id,
      endpoint: `https://push.example.test/${randomBytes(6).toString("hex")}`,
      p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
    });
    await inbound(phone.e164, "Yes, Tuesday works");
    const pushes = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.leadId, lead.id));
    expect(pushes.map((p) => [p.userId, p.type])).toEqual([[agent.id, "lead.replied"]]);
  });

  it("an agent's text to a represented seller is refused", async () => {
    const lead = await createLead(t.db, { phone: freshNumber().formatted, workingWithRealtor: true });
    const res = await send(lead.id, "Hello");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: "text_represented",
      message: "This seller is represented by another agent: they are not contacted.",
    });
  });
});

describe("without a provider (SMS_PROVIDER unset)", () => {
  it("keeps texts in the outbox for admins to read and refuses every webhook", async () => {
    const quiet = await buildTestApp();
    try {
      const admin = await createUser(quiet.db, { role: "admin" });
      const cookie = await signIn(quiet.app, admin.email);
      const phone = freshNumber();
      const id = newLeadId();
      const res = await quiet.app.inject({
        method: "POST",
        url: "/api/leads",
        headers: sameOrigin,
        payload: {
          id,
          leadSecret: "q".repeat(22),
          leadType: "agent",
          name: "Quinn Quiet",
          phone: phone.formatted,
          province: "ON",
          contactMethod: "Text",
          consent: true,
          consentTextVersion: CONSENT_TEXT_VERSION,
          completedContact: true,
        },
      });
      expect(res.statusCode).toBe(200);
      const outbox = await quiet.app.inject({ method: "GET", url: "/api/admin/texts/outbox", headers: { cookie } });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json()).toEqual([
        {
          id: expect.any(Number),
          leadId: id,
          // To whom, with the number masked as the audit trail masks it.
          leadName: "Quinn Quiet",
          to: `+1\u2022\u2022\u2022${phone.e164.slice(-2)}`,
          body: "Maple Key Realty: Hi Quinn, we received your request. A real estate agent will be in touch with you shortly to discuss your property. Reply STOP to unsubscribe.",
          status: "pending",
          attempts: 0,
          lastError: null,
          nextAttemptAt: expect.any(String),
          createdAt: expect.any(String),
        },
      ]);
      const settings = await quiet.app.inject({
        method: "GET",
        url: "/api/admin/texts/acknowledgement",
        headers: { cookie },
      });
      expect(settings.json()).toMatchObject({ providerConfigured: false });
      const fields = inboundFields(peer, phone.e164, OUR_NUMBER, "Hello?");
      const webhook = await quiet.app.inject({
        method: "POST",
        url: "/api/sms/twilio/inbound",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": peer.sign(`${PUBLIC_URL}/api/sms/twilio/inbound`, fields),
        },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(webhook.statusCode).toBe(403);
    } finally {
      await quiet.close();
    }
  });
});
