import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, leads, sellersGuides } from "../../db/schema/index";
import { seedGuides } from "../../db/seed/guides";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let agentCookie: string;
let clientCookie: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_GUIDES_PER_MINUTE: "1000" });
  await seedGuides(t.db);
  agentCookie = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);
  clientCookie = await signIn(
    t.app,
    (await createUser(t.db, { userType: "client" })).email,
    undefined,
    "/api/client/login",
  );
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers: sameOrigin, payload });
const story = (id: string, query = "", cookie = agentCookie) =>
  t.app.inject({ method: "GET", url: `/api/leads/${id}/story${query}`, headers: { cookie } });
async function row(id: string) {
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
  return lead;
}

describe("attribution through the public saves", () => {
  it("keeps the landing page's utm source and campaign through the questionnaire and the lead flow", async () => {
    const id = newLeadId();
    const leadSecret = randomBytes(16).toString("base64url");
    const utm = { source: "facebook", campaign: "spring" };
    // The questionnaire's first save, as client/lib/utm.ts sends it after /?utm_source=facebook&utm_campaign=spring.
    expect(
      (
        await post("/api/leads/partial", {
          id,
          leadSecret,
          status: "Partial",
          topics: ["Pricing Strategy"],
          source: "facebook",
          utm,
          movingTimeline: 3,
          movingReason: "job-relocation",
          movingLocation: "Halifax",
          hasSoldBefore: false,
          hasRealtor: false,
        })
      ).statusCode,
    ).toBe(200);
    // The lead flow's saves; a later save that arrived without the campaign (another tab) changes nothing.
    await post("/api/leads/partial", { id, leadSecret, variant: "four-card", source: "direct", street: "1 Main St" });
    const final = await post("/api/leads", {
      id,
      leadSecret,
      variant: "four-card",
      leadType: "agent",
      source: "direct",
      fullName: "Fay Book",
      email: "fay.book@example.com",
      phone: "416-555-0199",
      consent: true,
      consentTextVersion: "v1",
    });
    expect(final.statusCode).toBe(200);

    const stored = await row(id);
    expect(stored?.source).toBe("facebook");
    expect(stored?.utm).toEqual({ source: "facebook", campaign: "spring" });

    const res = await story(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().attribution).toEqual({
      source: "facebook",
      medium: null,
      campaign: "spring",
      term: null,
      content: null,
      referrer: null,
      // No save sent a last touch.
      lastTouch: null,
    });
    expect(res.json().questionnaire).toEqual({
      topic: "Pricing Strategy",
      movingTimeline: 3,
      movingReason: "job-relocation",
      movingLocation: "Halifax",
      hasSoldBefore: false,
      hasRealtor: false,
    });
    // A reason an agent types on the lead is theirs, not the seller's answer: the questionnaire keeps the seller's.
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/leads/${id}`,
      headers: { ...sameOrigin, cookie: agentCookie },
      payload: { movingReason: "Typed by the agent", movingLocation: "Moncton" },
    });
    expect(edited.statusCode).toBe(200);
    expect((await story(id)).json().questionnaire).toMatchObject({
      movingReason: "job-relocation",
      movingLocation: "Halifax",
    });
    // The topic in the screen's language, whatever language the seller chose it in.
    expect((await story(id, "?locale=fr-CA")).json().questionnaire.topic).toBe("Stratégie de prix");
    // The alert to staff (and the seller's acknowledgement) are on the lead's timeline.
    const emails = res.json().emails as { kind: string; status: string }[];
    const outbox = await t.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, id));
    expect(emails.map((e) => e.kind).sort()).toEqual(outbox.map((e) => e.kind).sort());
    expect(emails.length).toBeGreaterThan(0);
  });

  it("keeps the referring host beside the UTM parameters", async () => {
    const id = newLeadId();
    const leadSecret = randomBytes(16).toString("base64url");
    await post("/api/leads/partial", {
      id,
      leadSecret,
      source: "news.example.com",
      utm: { referrer: "news.example.com", medium: "email" },
    });
    expect((await row(id))?.utm).toEqual({ referrer: "news.example.com", medium: "email" });
    expect((await story(id)).json().attribution).toMatchObject({
      source: "news.example.com",
      medium: "email",
      referrer: "news.example.com",
    });
  });
});

describe("GET /api/leads/{id}/story: the guide and its follow-up answers", () => {
  it("words a French seller's answers in the screen's language from the guide's questions", async () => {
    const id = newLeadId();
    const leadSecret = randomBytes(16).toString("base64url");
    await post("/api/leads/partial", {
      id,
      leadSecret,
      topics: ["Stratégie de prix"],
      locale: "fr-CA",
      email: "lea@example.com",
      consent: true,
      consentTextVersion: "v1",
    });
    const generated = await post("/api/sellers-guide/generate", {
      topic: "Stratégie de prix",
      leadId: id,
      leadSecret,
      locale: "fr-CA",
    });
    expect(generated.statusCode).toBe(200);
    const token = generated.json().token as string;
    const answered = await post(`/api/sellers-guide/${token}/responses`, {
      responses: [
        { questionId: "q3", answer: "514 555-0123" },
        { questionId: "name", answer: "Léa" },
        { questionId: "q1", answer: "Obtenir le bon prix" },
        { questionId: "q2", answer: "Yes" },
        { questionId: "q4", answer: "" },
      ],
    });
    expect(answered.statusCode).toBe(200);

    const en = (await story(id)).json();
    expect(en.guides).toEqual([
      {
        token,
        topic: "Pricing Strategy",
        createdAt: expect.any(String),
        followUp: [
          { questionId: "name", question: "What's your name?", answer: "Léa", yes: null },
          {
            questionId: "q1",
            question: "What's your biggest concern about selling?",
            answer: "Getting the right price",
            yes: null,
          },
          {
            questionId: "q2",
            question: "Would you like a free, no-obligation home evaluation?",
            answer: "Yes",
            yes: true,
          },
          {
            questionId: "q3",
            question: "What's the best phone number to reach you?",
            answer: "514 555-0123",
            yes: null,
          },
        ],
      },
    ]);
    const fr = (await story(id, "?locale=fr-CA")).json();
    expect(fr.guides[0].topic).toBe("Stratégie de prix");
    expect(fr.guides[0].followUp[1]).toEqual({
      questionId: "q1",
      question: "Quelle est votre plus grande préoccupation à propos de la vente?",
      answer: "Obtenir le bon prix",
      yes: null,
    });
    expect(fr.questionnaire.topic).toBe("Stratégie de prix");
  });

  it("leaves an answer that matches no option as the seller typed it, and an unknown topic as chosen", async () => {
    const lead = await createLead(t.db, { topics: ["Something custom"] });
    await t.db.insert(sellersGuides).values({
      token: randomBytes(24).toString("base64url"),
      leadId: lead.id,
      topic: "Something custom",
      content: { title: "x", introduction: "x", sections: [], conclusion: "x" },
      responses: [{ questionId: "q1", answer: "My own words" }],
    });
    const body = (await story(lead.id, "?locale=fr-CA")).json();
    expect(body.questionnaire.topic).toBe("Something custom");
    expect(body.guides[0].topic).toBe("Something custom");
    expect(body.guides[0].followUp).toEqual([
      {
        questionId: "q1",
        question: "Quelle est votre plus grande préoccupation à propos de la vente?",
        answer: "My own words",
        yes: null,
      },
    ]);
  });
});

describe("GET /api/leads/{id}/story: who may read it", () => {
  it("answers 401 without a session, 403 for a client, 400 for a bad id or language, 404 for no lead", async () => {
    const lead = await createLead(t.db, {});
    const anonymous = await t.app.inject({ method: "GET", url: `/api/leads/${lead.id}/story` });
    expect(anonymous.statusCode).toBe(401);
    expect((await story(lead.id, "", clientCookie)).statusCode).toBe(403);
    const badId = await story("not-a-lead");
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe("validation_error");
    const badLocale = await story(lead.id, "?locale=de-DE");
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().code).toBe("validation_error");
    const missing = await story(newLeadId());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("not_found");
  });
});
