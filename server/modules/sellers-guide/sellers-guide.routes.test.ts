import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSION } from "../../../contract/leads";
import { emailOutbox, engagementSignals, leadHistory, leads, sellersGuides, users } from "../../db/schema/index";
import { seedDemoClient } from "../../db/seed/demo-client";
import { seedDemoUsers } from "../../db/seed/demo-users";
import { seedGuides } from "../../db/seed/guides";
import { scriptHashSource } from "../../plugins/security-headers";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin } from "../../test/factories";
import { SmtpPeer } from "../../test/smtp-peer";

let t: TestApp;
const peer = new SmtpPeer();
/** The browser-made lead secret (decision 005) this test's visitor sends with every lead call. */
const secret = randomBytes(16).toString("base64url");

beforeAll(async () => {
  await peer.start();
  t = await buildTestApp(
    { SMTP_URL: peer.url, RATE_LIMIT_GUIDES_PER_MINUTE: "1000" },
    { mailWorkerOptions: { pollMs: 100 } },
  );
  await seedGuides(t.db);
  await createUser(t.db);
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

/** A public POST; lead calls (saves, guide generation) carry `leadSecret` unless it is null. */
const post = (url: string, payload: unknown, leadSecret: string | null = secret) => {
  const carriesSecret = leadSecret && (url.startsWith("/api/leads") || url === "/api/sellers-guide/generate");
  const body = carriesSecret ? { leadSecret, ...(payload as object) } : payload;
  return t.app.inject({ method: "POST", url, headers: sameOrigin, payload: body as object });
};

async function questionnaireLead(answers: Record<string, unknown>) {
  const id = newLeadId();
  // As the questionnaire sends it: an e-mail comes with the consent line it was shown.
  const consent = answers.email ? { consent: true, consentTextVersion: CONSENT_TEXT_VERSION } : {};
  const res = await post("/api/leads/partial", {
    id,
    status: "Partial",
    topics: ["Pricing Strategy"],
    ...consent,
    ...answers,
  });
  expect(res.statusCode).toBe(200);
  return id;
}

async function generate(topic: string, leadId?: string) {
  const res = await post("/api/sellers-guide/generate", { topic, leadId, sessionId: leadId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    token: string;
    content: { title: string; introduction: string; sections: { title: string }[] };
  };
}

describe("personalised guide", () => {
  it("generates a guide under an unguessable token and reads the same content back", async () => {
    const leadId = await questionnaireLead({ movingTimeline: 2, movingReason: "downsizing" });
    const { token, content } = await generate("Pricing Strategy", leadId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(content.sections.length).toBeGreaterThanOrEqual(4);
    const read = await t.app.inject({ method: "GET", url: `/api/sellers-guide/${token}` });
    expect(read.statusCode).toBe(200);
    // The reader is told the guide's language (its lead's), to say so on a page in the other one.
    expect(read.json()).toEqual({ content: { ...content, locale: "en-CA" } });
    const [row] = await t.db.select().from(sellersGuides).where(eq(sellersGuides.token, token));
    expect(row?.leadId).toBe(leadId);
  });

  it("gives visibly different guides to visitors with different answers", async () => {
    const a = await generate(
      "Pricing Strategy",
      await questionnaireLead({
        movingTimeline: 0,
        movingReason: "job-relocation",
        hasSoldBefore: false,
        movingLocation: "Halifax",
      }),
    );
    const b = await generate(
      "Pricing Strategy",
      await questionnaireLead({ movingTimeline: 12, movingReason: "retirement", hasSoldBefore: true }),
    );
    expect(a.content.introduction).not.toBe(b.content.introduction);
    const titlesA = a.content.sections.map((s) => s.title);
    const titlesB = b.content.sections.map((s) => s.title);
    expect(titlesA).toContain("Your Fast-Track Plan");
    expect(titlesA).toContain("Selling for the First Time");
    expect(titlesA).toContain("Planning Your Move to Halifax");
    expect(titlesB).toContain("Making the Most of Your Time");
    expect(titlesB).toContain("What's Changed Since Your Last Sale");
    expect(a.content.introduction).toContain("a new job is taking you somewhere new");
  });

  it("accepts the topic by slug too, and refuses an unknown topic with 400", async () => {
    expect((await post("/api/sellers-guide/generate", { topic: "negotiation-tips" })).statusCode).toBe(200);
    const res = await post("/api/sellers-guide/generate", { topic: "Timeshares" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Unknown topic");
  });

  it("404s an unknown token and 400s a token of the wrong shape", async () => {
    const unknown = "A".repeat(32);
    expect((await t.app.inject({ method: "GET", url: `/api/sellers-guide/${unknown}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/sellers-guide/${unknown}/questions` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/sellers-guide/short" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/sellers-guide/..%2F..%2Fetc" })).statusCode).toBe(400);
  });

  it("refuses an over-long topic and a malformed lead id with 400", async () => {
    expect((await post("/api/sellers-guide/generate", { topic: "x".repeat(500) })).statusCode).toBe(400);
    expect((await post("/api/sellers-guide/generate", { topic: "Pricing Strategy", leadId: "nope" })).statusCode).toBe(
      400,
    );
  });

  it("refuses another visitor's lead, or no secret, with 409 and attaches nothing", async () => {
    const leadId = await questionnaireLead({ movingTimeline: 3 });
    for (const other of [randomBytes(16).toString("base64url"), null]) {
      const res = await post("/api/sellers-guide/generate", { topic: "Pricing Strategy", leadId }, other);
      expect(res.statusCode).toBe(409);
    }
    expect(await t.db.select().from(sellersGuides).where(eq(sellersGuides.leadId, leadId))).toEqual([]);
  });

  it("never writes or attaches to a staff-created lead or the demo client's lead through public calls", async () => {
    const staffLead = await createLead(t.db, { status: "Partial" });
    await seedDemoUsers(t.db);
    await seedDemoClient(t.db);
    const [demoClient] = await t.db.select().from(users).where(eq(users.email, "client@demo.test"));
    const [demoLead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, demoClient?.leadId ?? ""));
    expect(demoLead).toBeDefined();
    for (const lead of [staffLead, demoLead as typeof staffLead]) {
      const guidesBefore = await t.db.select().from(sellersGuides).where(eq(sellersGuides.leadId, lead.id));
      for (const other of [secret, null]) {
        const intruder = { id: lead.id, name: "Intruder", email: "intruder@example.com" };
        expect((await post("/api/leads/partial", intruder, other)).statusCode).toBe(409);
        expect((await post("/api/leads", intruder, other)).statusCode).toBe(409);
        const res = await post("/api/sellers-guide/generate", { topic: "Pricing Strategy", leadId: lead.id }, other);
        expect(res.statusCode).toBe(409);
      }
      expect(await t.db.select().from(leads).where(eq(leads.id, lead.id))).toEqual([lead]);
      expect(await t.db.select().from(sellersGuides).where(eq(sellersGuides.leadId, lead.id))).toEqual(guidesBefore);
    }
  });
});

describe("follow-up questions", () => {
  it("lists text, phone, multiple-choice and yes/no questions including name and q1", async () => {
    const { token } = await generate("Pricing Strategy");
    const res = await t.app.inject({ method: "GET", url: `/api/sellers-guide/${token}/questions` });
    const questions = res.json().questions as { id: string; type: string }[];
    expect(questions.map((q) => q.id)).toEqual(expect.arrayContaining(["name", "q1"]));
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(["text", "phone", "multiple_choice", "yes_no"]));
  });

  it("refuses responses without name or q1 with 400 and stores complete ones on the lead", async () => {
    const leadId = await questionnaireLead({ movingTimeline: 5 });
    const { token } = await generate("Pricing Strategy", leadId);
    const url = `/api/sellers-guide/${token}/responses`;
    const noName = await post(url, { responses: [{ questionId: "q1", answer: "Getting the right price" }] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().issues[0].path).toBe("body.responses.name");
    const noQ1 = await post(url, { responses: [{ questionId: "name", answer: "Dana" }] });
    expect(noQ1.statusCode).toBe(400);
    const blank = await post(url, {
      responses: [
        { questionId: "name", answer: "  " },
        { questionId: "q1", answer: "x" },
      ],
    });
    expect(blank.statusCode).toBe(400);

    const ok = await post(url, {
      responses: [
        { questionId: "name", answer: "Dana Lee" },
        { questionId: "q1", answer: "Getting the right price" },
        { questionId: "q3", answer: "(613) 555-0142" },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ fullName: "Dana Lee", phone: "(613) 555-0142" });
    const [guide] = await t.db.select().from(sellersGuides).where(eq(sellersGuides.token, token));
    expect(guide?.responses).toHaveLength(3);
  });

  it("keeps a phone answer that is not a phone number as an answer only: the lead's phone stays empty", async () => {
    const leadId = await questionnaireLead({ movingTimeline: 5 });
    const { token } = await generate("Pricing Strategy", leadId);
    const res = await post(`/api/sellers-guide/${token}/responses`, {
      responses: [
        { questionId: "name", answer: "Robin Roe" },
        { questionId: "q1", answer: "Getting the right price" },
        { questionId: "q3", answer: "We hope to list in spring." },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ fullName: "Robin Roe", phone: null, phoneE164: null });
    const [guide] = await t.db.select().from(sellersGuides).where(eq(sellersGuides.token, token));
    expect(guide?.responses).toContainEqual({ questionId: "q3", answer: "We hope to list in spring." });
  });

  it("stores a phone answer that is a phone number on the lead, formatted, with its E.164", async () => {
    const leadId = await questionnaireLead({ movingTimeline: 5 });
    const { token } = await generate("Pricing Strategy", leadId);
    const res = await post(`/api/sellers-guide/${token}/responses`, {
      responses: [
        { questionId: "name", answer: "Robin Roe" },
        { questionId: "q1", answer: "Getting the right price" },
        { questionId: "q3", answer: "613.555.0142" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ phone: "(613) 555-0142", phoneE164: "+16135550142" });
    const [guide] = await t.db.select().from(sellersGuides).where(eq(sellersGuides.token, token));
    // The answer itself stays as the seller typed it.
    expect(guide?.responses).toContainEqual({ questionId: "q3", answer: "613.555.0142" });
  });

  it("keeps at most 25 submissions on the lead: the 26th replaces the oldest", async () => {
    const leadId = await questionnaireLead({ movingTimeline: 5 });
    const { token } = await generate("Pricing Strategy", leadId);
    const respond = async (n: number) => {
      const res = await post(`/api/sellers-guide/${token}/responses`, {
        responses: [
          { questionId: "name", answer: "Dana Lee" },
          { questionId: "q1", answer: `Answer ${n}` },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const kept = async () => {
      const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
      return (lead?.formData ?? []) as { kind: string; body: unknown }[];
    };
    const answerOf = (entry: { kind: string; body: unknown } | undefined) =>
      entry?.kind === "guide_responses" ? (entry.body as { answer: string }[])[1]?.answer : entry?.kind;

    // The questionnaire's own save, then 24 guide-form posts: 25 entries, nothing dropped yet.
    for (let n = 1; n <= 24; n++) await respond(n);
    let stored = await kept();
    expect(stored).toHaveLength(25);
    expect([answerOf(stored[0]), answerOf(stored[1]), answerOf(stored.at(-1))]).toEqual([
      "partial",
      "Answer 1",
      "Answer 24",
    ]);

    await respond(25);
    stored = await kept();
    expect(stored).toHaveLength(25);
    expect([answerOf(stored[0]), answerOf(stored.at(-1))]).toEqual(["Answer 1", "Answer 25"]);

    await respond(26);
    stored = await kept();
    expect(stored).toHaveLength(25);
    expect(stored.map(answerOf)).toEqual(Array.from({ length: 25 }, (_, i) => `Answer ${i + 2}`));
  });
});

describe("images", () => {
  it("draws a section image with the builtin provider", async () => {
    const { token, content } = await generate("Home Photo Tips");
    const res = await post(`/api/sellers-guide/${token}/images`, { sectionTitle: content.sections[1]?.title });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/api\/illustrations\/[a-z0-9-]+\.svg$/);
    const image = await t.app.inject({ method: "GET", url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain("<svg");
    expect((await post(`/api/sellers-guide/${token}/images`, { sectionTitle: "No such section" })).statusCode).toBe(
      404,
    );
  });
});

describe("guide e-mail and unsubscribe", () => {
  it("e-mails the guide link with the brokerage identity and a working unsubscribe link", async () => {
    const leadId = await questionnaireLead({ movingTimeline: 6, email: "seller.one@example.com" });
    const { token } = await generate("Curb Appeal Tips", leadId);
    const mail = await peer.waitFor((m) => m.to.includes("seller.one@example.com"));
    expect(mail.raw).toContain("Subject: Your personalized seller's guide: Curb Appeal Tips");
    // The guide's link is the first-party tracked link (decision 039), never the page itself.
    expect(mail.raw).toContain(`http://portal.test/api/nurture/l/${token}`);
    // The main action is the brand's button; the text part carries the same link.
    expect(mail.raw).toMatch(
      new RegExp(`<a href="http://portal\\.test/api/nurture/l/${token}" style="[^"]*background-color:#1d4ed8`),
    );
    expect(mail.raw).toContain(`Read your guide: http://portal.test/api/nurture/l/${token}`);
    expect(mail.raw).not.toContain(`portal.test/sellers-guide/${token}`);
    expect(mail.raw).toContain("Maple Key Realty");

    // Following it records 'e-mail link followed' on the lead's timeline (once per visit) and tells the
    // lead's agent at most once a day; then the seller is on their guide's page.
    const agent = await createUser(t.db, { role: "agent", firstName: "Alex", lastName: "Agent" });
    await t.db.update(leads).set({ agentId: agent.id, fullName: "Sarah Keen" }).where(eq(leads.id, leadId));
    const at = Date.now();
    const follow = async (after: number) => {
      t.app.nurture.setClock(() => new Date(at + after));
      const res = await t.app.inject({ method: "GET", url: `/api/nurture/l/${token}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/sellers-guide/${token}`);
    };
    await follow(0);
    await follow(60_000); // a second click in the same visit
    await follow(2 * 3_600_000); // two hours later
    t.app.nurture.setClock(() => new Date());
    const signals = await t.db.select().from(engagementSignals).where(eq(engagementSignals.leadId, leadId));
    expect(signals.map((s) => [s.kind, s.strong, s.occurredAt.getTime()])).toEqual([
      ["email_link_followed", true, at],
      ["email_link_followed", true, at + 2 * 3_600_000],
    ]);
    const timeline = await t.db
      .select({ params: leadHistory.params })
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, leadId), eq(leadHistory.code, "signal_recorded")));
    expect(timeline.map((h) => h.params)).toEqual([
      { signal: "email_link_followed" },
      { signal: "email_link_followed" },
    ]);
    const told = await t.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, leadId), eq(emailOutbox.kind, "nurture_signal")));
    expect(told).toEqual([{ to: agent.email, subject: "Sarah Keen followed the link in your e-mail" }]);
    const unknown = await t.app.inject({ method: "GET", url: `/api/nurture/l/${"x".repeat(32)}` });
    expect(unknown.headers.location).toBe("/");
    const unsubscribe = /http:\/\/portal\.test(\/unsubscribe\/[A-Za-z0-9_-]{32})/.exec(mail.raw)?.[1];
    expect(unsubscribe).toBeDefined();
    // RFC 8058 one-click headers, naming the same link.
    // (nodemailer folds the long header line; unfold it as a mail reader would.)
    expect(mail.raw.replace(/\r?\n[ \t]+/g, " ")).toContain(`List-Unsubscribe: <http://portal.test${unsubscribe}>`);
    expect(mail.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // A plain GET (a link scanner) changes nothing: it shows a button.
    const page = await t.app.inject({ method: "GET", url: unsubscribe ?? "" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>Unsubscribe from our e-mails</h1>");
    expect(page.body).toContain(
      `<form id="unsubscribe" method="post" action="${unsubscribe}"><button class="button" type="submit">Unsubscribe</button>`,
    );
    // In a browser the page sends its form at once (one click from the e-mail), a script the CSP allows by hash.
    expect(page.body).toContain('<script>document.getElementById("unsubscribe").submit();</script>');
    expect(page.headers["content-security-policy"]).toContain(
      scriptHashSource('document.getElementById("unsubscribe").submit();'),
    );
    const [untouched] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(untouched?.doNotEmail).toBe(false);

    // The button posts the form (same origin, form content type).
    const done = await t.app.inject({
      method: "POST",
      url: unsubscribe ?? "",
      headers: { ...sameOrigin, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("<h1>You&#39;re unsubscribed</h1>");
    expect(done.body).toContain("You will not receive any more e-mails from Maple Key Realty.");
    // A revisit of the link says so, and offers nothing more to click.
    const again = await t.app.inject({ method: "GET", url: unsubscribe ?? "" });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("<h1>You&#39;re already unsubscribed</h1>");
    expect(again.body).toContain(
      "This address no longer receives e-mails from Maple Key Realty. There is nothing more to do.",
    );
    expect(again.body).not.toContain("<form");
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.doNotEmail).toBe(true);

    // A later guide for the same seller is not e-mailed.
    const before = peer.received.length;
    await generate("Negotiation Tips", leadId);
    await new Promise((r) => setTimeout(r, 600));
    expect(peer.received.slice(before).some((m) => m.to.includes("seller.one@example.com"))).toBe(false);
  });

  it("writes to a French visitor in French, with French unsubscribe wording and pages (decision 017)", async () => {
    const leadId = await questionnaireLead({ movingTimeline: 3, email: "vendeuse@example.com", locale: "fr-CA" });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row?.locale).toBe("fr-CA");
    const { token } = await generate("Pricing Strategy", leadId);
    const read = await t.app.inject({ method: "GET", url: `/api/sellers-guide/${token}` });
    expect(read.json().content.locale).toBe("fr-CA");
    const mail = await peer.waitFor((m) => m.to.includes("vendeuse@example.com"));
    expect(mail.raw).toContain("Bonjour,");
    // The lead is French: its guide and the topic's title in the e-mail are French too.
    expect(mail.raw).toContain("Votre guide du vendeur personnalisé sur le sujet « Stratégie de prix » est prêt");
    expect(mail.raw).toContain(`http://portal.test/api/nurture/l/${token}`);
    expect(mail.raw).toContain("Lire votre guide");
    // Following it records the signal and opens the French guide page.
    const followed = await t.app.inject({ method: "GET", url: `/api/nurture/l/${token}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`/fr/sellers-guide/${token}`);
    const signals = await t.db.select().from(engagementSignals).where(eq(engagementSignals.leadId, leadId));
    expect(signals.map((s) => s.kind)).toEqual(["email_link_followed"]);
    expect(mail.raw).toContain(
      "Vous recevez ce courriel parce que vous avez demandé ce guide sur notre site Web. Se désabonner :",
    );
    expect(mail.raw).toContain(">Se désabonner</a>");
    expect(mail.raw).not.toContain("Unsubscribe</a>");
    const unsubscribe = /http:\/\/portal\.test(\/unsubscribe\/[A-Za-z0-9_-]{32})/.exec(mail.raw)?.[1] ?? "";

    const page = await t.app.inject({ method: "GET", url: unsubscribe });
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain("<h1>Se désabonner de nos courriels</h1>");
    expect(page.body).toContain("Ne plus recevoir aucun courriel de Maple Key Realty à cette adresse?");
    const done = await t.app.inject({
      method: "POST",
      url: unsubscribe,
      headers: { ...sameOrigin, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(done.body).toContain("<h1>Votre désabonnement est confirmé</h1>");
    const again = await t.app.inject({ method: "GET", url: unsubscribe });
    expect(again.body).toContain("<h1>Vous êtes déjà désabonné</h1>");
    expect(done.body).toContain("Vous ne recevrez plus aucun courriel de Maple Key Realty.");

    const questions = await t.app.inject({ method: "GET", url: `/api/sellers-guide/${token}/questions?locale=fr-CA` });
    expect(questions.json().questions[0]).toMatchObject({ id: "name", text: "Quel est votre nom?" });
    const badLocale = await t.app.inject({ method: "GET", url: `/api/sellers-guide/${token}/questions?locale=de-DE` });
    expect(badLocale.statusCode).toBe(400);
  });

  it("names the lead's language in the staff alert", async () => {
    const id = newLeadId();
    const res = await post("/api/leads", {
      id,
      type: "cash",
      fullName: "Josée Tremblay",
      email: "josee@example.com",
      phone: "514-555-0199",
      locale: "fr-CA",
    });
    expect(res.statusCode, res.body).toBe(200);
    const alert = await peer.waitFor((m) => m.raw.includes("Josée Tremblay") && !m.to.includes("josee@example.com"));
    expect(alert.raw).toContain("Language: French");
    const bad = await post("/api/leads/partial", { id: newLeadId(), locale: "fr-FR" });
    expect(bad.statusCode).toBe(400);
  });

  it("never e-mails a seller who works with another Realtor", async () => {
    const leadId = await questionnaireLead({ hasRealtor: true, email: "represented@example.com" });
    await generate("Pricing Strategy", leadId);
    await new Promise((r) => setTimeout(r, 600));
    expect(peer.received.some((m) => m.to.includes("represented@example.com"))).toBe(false);
  });

  it("unsubscribes with a mail app's cross-site one-click POST (RFC 8058)", async () => {
    const leadId = await questionnaireLead({ movingTimeline: 6, email: "seller.oneclick@example.com" });
    await generate("Curb Appeal Tips", leadId);
    const mail = await peer.waitFor((m) => m.to.includes("seller.oneclick@example.com"));
    const url = /List-Unsubscribe:\s+<http:\/\/portal\.test(\/unsubscribe\/[A-Za-z0-9_-]{32})>/.exec(mail.raw)?.[1];
    expect(url).toBeDefined();
    const res = await t.app.inject({
      method: "POST",
      url: url ?? "",
      headers: { origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.doNotEmail).toBe(true);
    // Multipart, the other encoding RFC 8058 allows, works too (and a repeat is harmless).
    const again = await t.app.inject({
      method: "POST",
      url: url ?? "",
      headers: { origin: "https://mail.example.net", "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
  });

  it("still refuses cross-site form posts everywhere else", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/leads/partial",
      headers: { origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
      payload: "topics=x",
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers an unknown unsubscribe link with a 404 page", async () => {
    const post = await t.app.inject({
      method: "POST",
      url: `/unsubscribe/${"C".repeat(32)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(post.statusCode).toBe(404);
    const res = await t.app.inject({ method: "GET", url: `/unsubscribe/${"B".repeat(32)}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Link not recognised");
  });
});

describe("guide requested with an e-mail (two-step flow, consultation form)", () => {
  it("writes and e-mails a guide once, on the topic the visitor was reading", async () => {
    const id = newLeadId();
    await post("/api/leads/partial", {
      id,
      leadType: "agent",
      address: "1 Test Rd",
      completedEmail: false,
      completedContact: false,
    });
    const res = await post("/api/leads/partial", {
      id,
      email: "two.step@example.com",
      completedEmail: true,
      completedContact: true,
      topics: ["Home Photo Tips"],
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
    });
    expect(res.statusCode).toBe(200);
    const mail = await peer.waitFor((m) => m.to.includes("two.step@example.com"));
    expect(mail.raw).toContain("Subject: Your personalized seller's guide: Home Photo Tips");
    await post("/api/leads/partial", { id, email: "two.step@example.com", completedEmail: true });
    const guides = await t.db.select().from(sellersGuides).where(eq(sellersGuides.leadId, id));
    expect(guides).toHaveLength(1);
  });
});
