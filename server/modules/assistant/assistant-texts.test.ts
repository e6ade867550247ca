import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  assistantConversations,
  assistantTurns,
  emailOutbox,
  guideSections,
  guideTopics,
  guideTopicTranslations,
  leads,
  textMessages,
  textOutbox,
} from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { inboundFields, startTwilioPeer, type TwilioPeer } from "../../test/twilio-peer";
import { setSetting } from "../settings/settings.repository";

// Decision 062: the built-in assistant answers a seller's texts through the real text outbox and a loopback
// Twilio-compatible provider: it discloses, qualifies one question at a time, answers from the brokerage's
// own guides, hands off to the agent (e-mail and push) and falls silent, and says nothing after STOP, after
// the agent's own reply, or at night to a message older than an hour.

const PUBLIC_URL = "http://portal.test";
const OUR_NUMBER = "+15145550000";
let peer: TwilioPeer;
let t: TestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let agentCookie: string;
let adminCookie: string;

beforeAll(async () => {
  peer = await startTwilioPeer();
  t = await buildTestApp({
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: peer.accountSid,
    TWILIO_AUTH_TOKEN: peer.authToken,
    TWILIO_FROM: OUR_NUMBER,
    TWILIO_API_BASE: peer.url,
  });
  await setSetting(t.db, "brokerage", {
    name: "Maple Realty",
    address: "1 King St W, Toronto, ON M5H 1A1",
    phone: "(416) 555-0199",
    email: "hello@maple.test",
    logoUrl: "",
  });
  await setSetting(t.db, "assistant.modes", { text: "autopilot", chat: "autopilot", email: "off" });
  const [en] = await t.db
    .insert(guideTopics)
    .values({ title: "Getting ready", slug: `ready-${randomBytes(3).toString("hex")}`, icon: "home", locale: "en-CA" })
    .returning();
  if (!en) throw new Error("no topic");
  await t.db.insert(guideTopicTranslations).values({ topicId: en.id, locale: "fr-CA", title: "Se préparer" });
  await t.db.insert(guideSections).values([
    {
      topicId: en.id,
      locale: "en-CA",
      order: 0,
      title: "Staging for showings",
      content: "<p>Declutter the entry, open the blinds and fix dripping taps before the first showings.</p>",
    },
    {
      topicId: en.id,
      locale: "fr-CA",
      order: 0,
      title: "Préparer les visites",
      content: "<p>Désencombrez l'entrée, ouvrez les stores et réparez les robinets avant les premières visites.</p>",
    },
  ]);
  agent = await createUser(t.db, { role: "agent", fullName: "Jordan Agent", locale: "en-CA" });
  agentCookie = await signIn(t.app, agent.email);
  adminCookie = await signIn(t.app, (await createUser(t.db, { role: "admin" })).email);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
afterEach(() => t.app.texting.useClock(() => new Date()));

let numberSeq = 0;
const NUMBER_START = Number.parseInt(randomBytes(2).toString("hex"), 16);
function freshNumber() {
  numberSeq++;
  return `+1416556${String(1000 + ((NUMBER_START + numberSeq) % 8999))}`;
}

/**
 * Until the assistant has answered every queued turn and the text outbox has sent every text not held for
 * the morning (the app's started workers and these runs share the queues: whichever claims a row sends it).
 */
async function drain() {
  const texts = t.app.texting.worker;
  if (!texts) throw new Error("no text worker");
  const until = Date.now() + 8000;
  while (Date.now() < until) {
    await t.app.assistant.worker.runOnce();
    await texts.runOnce();
    const pendingTurns = await t.db.select().from(assistantTurns).where(eq(assistantTurns.status, "pending"));
    const unsent = await t.db
      .select({ id: textOutbox.id })
      .from(textOutbox)
      .where(and(eq(textOutbox.status, "pending"), isNull(textOutbox.holdUntil)));
    if (pendingTurns.length === 0 && unsent.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the assistant or the text outbox did not settle");
}

/** The provider's signed webhook of a seller's text, as Twilio posts it. */
async function postInbound(from: string, body: string) {
  const fields = inboundFields(peer, from, OUR_NUMBER, body);
  const path = "/api/sms/twilio/inbound";
  const res = await t.app.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": peer.sign(`${PUBLIC_URL}${path}`, fields),
    },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode).toBe(200);
}

/** The seller texts; the assistant and the text outbox run; the assistant's texts the provider accepted since. */
async function say(from: string, body: string): Promise<string[]> {
  const before = peer.messages.filter((m) => m.to === from).length;
  await postInbound(from, body);
  await drain();
  const assistantBodies = new Set(
    (await t.db.select().from(textMessages).where(eq(textMessages.kind, "assistant"))).map((m) => m.body),
  );
  return peer.messages
    .filter((m) => m.to === from)
    .slice(before)
    .map((m) => m.body)
    .filter((b) => assistantBodies.has(b));
}

async function leadOf(phone: string) {
  const [lead] = await t.db.select().from(leads).where(eq(leads.phoneE164, phone));
  if (!lead) throw new Error("no lead");
  return lead;
}

/** A seller whose first text made a lead; the lead given to the agent, in the seller's language. */
async function seller(locale: "en-CA" | "fr-CA", first: string) {
  const phone = freshNumber();
  const replies = await say(phone, first);
  const lead = await leadOf(phone);
  await t.db.update(leads).set({ agentId: agent.id, locale }).where(eq(leads.id, lead.id));
  return { phone, leadId: lead.id, replies };
}

const turnsOf = (leadId: string) =>
  t.db.select().from(assistantTurns).where(eq(assistantTurns.leadId, leadId)).orderBy(assistantTurns.id);
const handoffEmails = (leadId: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.leadId, leadId), eq(emailOutbox.kind, "assistant_handoff")));

describe("the assistant on the text thread, in English", () => {
  it("discloses, qualifies, answers from the guides, hands off on a person and falls silent until handed back", async () => {
    const { phone, leadId, replies } = await seller("en-CA", "Hi, I'm thinking of selling my house");
    expect(replies).toEqual(["Hi, this is Maple Realty's automated assistant. When are you hoping to sell?"]);

    expect(await say(phone, "Probably next spring")).toEqual(["What is bringing you to sell?"]);
    expect(await say(phone, "We need more space for the kids")).toEqual([
      "How would you describe the home's condition?",
    ]);
    expect(await say(phone, "Good shape, new roof in 2022")).toEqual(["What matters most to you in this sale?"]);
    expect(await say(phone, "A quick sale without many showings")).toEqual([
      "Thank you, I've noted that for your agent. Ask me anything about selling in the meantime.",
    ]);
    const [conversation] = await t.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.leadId, leadId));
    expect(conversation?.state.answers).toEqual({
      timeline: "Probably next spring",
      motivation: "We need more space for the kids",
      condition: "Good shape, new roof in 2022",
      expectations: "A quick sale without many showings",
    });

    const [answer] = await say(phone, "How do I get ready for showings?");
    expect(answer).toBe(
      'From our guide "Staging for showings": Declutter the entry, open the blinds and fix dripping taps before the first showings.',
    );

    expect(await say(phone, "Can I talk to someone?")).toEqual(["I'm bringing in Jordan Agent now."]);
    const [email] = await handoffEmails(leadId);
    expect(email?.toAddress).toBe(agent.email);
    expect(email?.subject).toMatch(/needs you: the assistant handed over$/);
    expect(email?.textBody).toContain("The assistant handed");
    expect(email?.textBody).toContain("they asked for a person");
    expect(email?.textBody).toContain("Can I talk to someone?");
    expect(email?.textBody).toContain("A quick sale without many showings");

    // Silent now: the seller's next texts go to the agent, not to the assistant.
    expect(await say(phone, "Hello?")).toEqual([]);
    expect(await say(phone, "Anyone there?")).toEqual([]);
    const turns = await turnsOf(leadId);
    expect(turns.map((turn) => [turn.status, turn.handoff ?? turn.skipReason])).toEqual([
      ["replied", null],
      ["replied", null],
      ["replied", null],
      ["replied", null],
      ["replied", null],
      ["replied", null],
      ["replied", "asked_for_person"],
    ]);
    // Every turn is audited: the built-in brain, its prompt version, its tools, field names only.
    expect(turns[5]).toMatchObject({ brain: "built-in", promptVersion: "built-in-1", tools: ["search_guides"] });
    expect(turns[6]?.tools).toEqual(["hand_off"]);
    expect(turns.flatMap((turn) => turn.fieldsRead).every((f) => /^[a-zA-Z]+$/.test(f))).toBe(true);

    // The agent hands back: the assistant answers again, and hands off on a commission question.
    const back = await t.app.inject({
      method: "POST",
      url: `/api/leads/${leadId}/assistant/hand-back`,
      headers: { ...sameOrigin, cookie: agentCookie },
      payload: {},
    });
    expect(back.statusCode).toBe(200);
    expect(await say(phone, "What's your commission?")).toEqual(["I'm bringing in Jordan Agent now."]);
    expect((await turnsOf(leadId)).at(-1)?.handoff).toBe("commission");
    expect(await handoffEmails(leadId)).toHaveLength(2);
  });

  it("falls silent once the agent answers by text, and never answers after STOP", async () => {
    const { phone, leadId } = await seller("en-CA", "Hello");
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/leads/${leadId}/texts`,
      headers: { ...sameOrigin, cookie: agentCookie },
      payload: { body: "Hi, Jordan here. When suits you for a call?" },
    });
    expect(sent.statusCode).toBe(202);
    expect(await say(phone, "Tomorrow at noon works")).toEqual([]);
    expect((await turnsOf(leadId)).map((turn) => turn.status)).toEqual(["replied"]);

    const other = await seller("en-CA", "Hi there");
    expect(other.replies).toHaveLength(1);
    await say(other.phone, "STOP");
    expect(await say(other.phone, "Actually, what about condos?")).toEqual([]);
    expect((await turnsOf(other.leadId)).at(-1)).toMatchObject({ status: "skipped", skipReason: "opted_out" });
  });

  it("answers a seller who wrote at 22:40 at once, but not at night to a message over an hour old", async () => {
    // 22:40 in Toronto, a Wednesday: outside the texting window, yet the seller just wrote.
    t.app.texting.useClock(() => new Date("2026-12-02T03:40:00Z"));
    const live = await seller("en-CA", "Are you still open?");
    expect(live.replies).toEqual(["Hi, this is Maple Realty's automated assistant. When are you hoping to sell?"]);

    const phone = freshNumber();
    await t.app.assistant.worker.stop();
    // The worker was down; it answers 90 minutes later, at 00:10: the reply waits for the morning.
    await postInbound(phone, "Hello, any news?");
    t.app.texting.useClock(() => new Date("2026-12-02T05:10:00Z"));
    t.app.assistant.worker.start();
    await drain();
    const lead = await leadOf(phone);
    const [reply] = await t.db
      .select({ status: textMessages.status, holdUntil: textOutbox.holdUntil })
      .from(textMessages)
      .innerJoin(textOutbox, eq(textOutbox.messageId, textMessages.id))
      .where(and(eq(textMessages.leadId, lead.id), eq(textMessages.kind, "assistant")));
    expect(reply?.status).toBe("queued");
    expect(reply?.holdUntil?.toISOString()).toBe("2026-12-02T14:00:00.000Z");
    expect(peer.messages.filter((m) => m.to === phone && m.body.includes("automated assistant"))).toEqual([]);
  });
});

describe("the assistant on the text thread, in French", () => {
  it("se présente, qualifie, répond depuis les guides et passe la main au courtier", async () => {
    const { phone, leadId } = await seller("fr-CA", "Bonjour");
    // The lead was made in English (its first text); the seller's language is now French.
    expect(await say(phone, "Je pense vendre")).toEqual(["Qu'est-ce qui vous amène à vendre?"]);
    expect(await say(phone, "On déménage à Québec")).toEqual(["Comment décririez-vous l'état de la propriété?"]);
    expect(await say(phone, "Bon état")).toEqual(["Qu'est-ce qui compte le plus pour vous dans cette vente?"]);
    expect(await say(phone, "Vendre sans stress")).toEqual([
      "Merci, je l'ai noté pour votre courtier. Posez-moi vos questions sur la vente en attendant.",
    ]);
    expect(await say(phone, "Comment préparer les visites?")).toEqual([
      "Selon notre guide « Préparer les visites » : Désencombrez l'entrée, ouvrez les stores et réparez les robinets avant les premières visites.",
    ]);
    expect(await say(phone, "Puis-je parler à quelqu'un?")).toEqual(["Je fais venir Jordan Agent maintenant."]);
    expect(await say(phone, "Allô?")).toEqual([]);
    expect((await turnsOf(leadId)).at(-1)?.handoff).toBe("asked_for_person");
  });
});

describe("the assistant's modes and the privacy of its turns", () => {
  it("Off on texts queues nothing; Suggest drafts without texting", async () => {
    await setSetting(t.db, "assistant.modes", { text: "off", chat: "autopilot", email: "off" });
    const off = await seller("en-CA", "Hi");
    expect(off.replies).toEqual([]);
    expect(await turnsOf(off.leadId)).toEqual([]);

    await setSetting(t.db, "assistant.modes", { text: "suggest", chat: "autopilot", email: "off" });
    const suggest = await seller("en-CA", "Hi");
    expect(suggest.replies).toEqual([]);
    expect((await turnsOf(suggest.leadId)).map((turn) => [turn.status, turn.reply])).toEqual([
      ["suggested", "Hi, this is Maple Realty's automated assistant. When are you hoping to sell?"],
    ]);
    await setSetting(t.db, "assistant.modes", { text: "autopilot", chat: "autopilot", email: "off" });
  });

  it("rejects a hand-back for an unknown lead and without a session", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: `/api/leads/${newLeadId()}/assistant/hand-back`,
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not_found", message: "Lead not found" });
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/leads/no-such-lead/assistant/hand-back",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: {},
    });
    expect(malformed.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/leads/no-such-lead/assistant/hand-back",
      headers: sameOrigin,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
