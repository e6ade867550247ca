import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultScoreRules } from "../../../contract/nurture";
import type { Database } from "../../db/client";
import {
  emailOutbox,
  engagementSignals,
  leadHistory,
  leads,
  pushDeliveries,
  pushSubscriptions,
  sellersGuides,
} from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn, uniqueEmail } from "../../test/factories";
import { OpenAiPeer } from "../../test/openai-peer";
import { recordInquiryConsent } from "../consent/consent.service";
import { NURTURE_JOB } from "./nurture.plugin";
import { scoreLead } from "./score.service";

const MIN = 60_000;
const DAY = 86_400_000;

let t: TestApp;
let adminCookie: string;
let agentCookie: string;
let agentId: number;

const send = (method: "GET" | "POST" | "PUT", url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const signalsOf = async (db: Database, leadId: string) =>
  (
    await db
      .select()
      .from(engagementSignals)
      .where(eq(engagementSignals.leadId, leadId))
      .orderBy(asc(engagementSignals.id))
  ).map((s) => s.kind);

beforeAll(async () => {
  t = await buildTestApp();
  const agent = await createUser(t.db, { role: "agent", firstName: "Alex", lastName: "Agent" });
  agentId = agent.id;
  adminCookie = await signIn(t.app, (await createUser(t.db, { role: "admin" })).email);
  agentCookie = await signIn(t.app, agent.email);
  await send("PUT", "/api/action-plans/settings", adminCookie, {
    scoreRules: defaultScoreRules,
    quietHours: { startHour: 0, endHour: 0, timeZone: "America/Toronto" },
  });
});
afterAll(() => t.close());

describe("engagement signals (decision 039)", () => {
  it("records a reopened guide and a followed e-mail link on the timeline, and tells the agent once", async () => {
    const now = Date.now();
    const lead = await createLead(t.db, {
      fullName: "Sarah Reader",
      email: uniqueEmail("sarah"),
      agentId,
      submittedAt: new Date(now - 20 * DAY),
      createdAt: new Date(now - 20 * DAY),
      movingTimeframe: "6-12months",
    });
    await recordInquiryConsent(
      t.db,
      {
        leadId: lead.id,
        email: lead.email,
        phone: null,
        channel: "web",
        form: "t",
        textVersion: "v1",
        locale: "en-CA",
        ip: null,
        at: new Date(now),
      },
      { marketing: false },
    );
    const token = randomBytes(24).toString("base64url");
    await t.db.insert(sellersGuides).values({
      token,
      leadId: lead.id,
      topic: "Pricing your home",
      content: { title: "Pricing", introduction: "", sections: [], conclusion: "" },
      createdAt: new Date(now - 20 * DAY),
    });
    // The agent has one device for push (decision 035).
    await t.db.insert(pushSubscriptions).values({
      userId: agentId,
      endpoint: `https://push.example.test/${lead.id}`,
      p256dh: "p",
      auth: "a",
    });
    t.app.nurture.setClock(() => new Date(now));

    // Day 1 of the journey: the guide, reopened after twenty days.
    const guide = await t.app.inject({ method: "GET", url: `/api/sellers-guide/${token}` });
    expect(guide.statusCode).toBe(200);
    expect(await signalsOf(t.db, lead.id)).toEqual(["guide_reopened", "returned_after_14_days"]);
    // A reload in the same visit records nothing.
    await t.app.inject({ method: "GET", url: `/api/sellers-guide/${token}` });
    expect(await signalsOf(t.db, lead.id)).toHaveLength(2);

    // A plan e-mail, and its link followed.
    const plan = (
      await send("POST", "/api/action-plans", adminCookie, {
        name: "Check-in",
        trigger: { kind: "manual" },
        steps: [
          {
            kind: "email",
            delayMinutes: 0,
            subject: { en: "Hi", fr: "Bonjour" },
            body: { en: "News", fr: "Nouvelles" },
          },
        ],
      })
    ).json();
    expect((await send("POST", `/api/leads/${lead.id}/plans`, agentCookie, { planId: plan.id })).statusCode).toBe(201);
    t.app.nurture.setClock(() => new Date(now + 40 * MIN));
    await t.app.scheduler.runNow(NURTURE_JOB);
    const [planEmail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, lead.id), eq(emailOutbox.kind, "action_plan")));
    const link = /\/api\/nurture\/l\/([A-Za-z0-9_-]{32})/.exec(planEmail?.textBody ?? "")?.[1];
    expect(link).toBeDefined();
    const followed = await t.app.inject({ method: "GET", url: `/api/nurture/l/${link}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`/sellers-guide/${token}`);

    // Three visits in a week: the guide opened once more, later that day.
    t.app.nurture.setClock(() => new Date(now + 3 * 60 * MIN));
    await t.app.inject({ method: "GET", url: `/api/sellers-guide/${token}` });
    const journey = await signalsOf(t.db, lead.id);
    expect(journey).toEqual([
      "guide_reopened",
      "returned_after_14_days",
      "email_link_followed",
      "guide_reopened",
      "several_visits_week",
    ]);
    console.log(`Signals recorded for Sarah Reader's journey: ${journey.join(", ")}`);

    const timeline = await t.db
      .select({ code: leadHistory.code, params: leadHistory.params })
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, lead.id), eq(leadHistory.code, "signal_recorded")));
    expect(timeline.map((h) => (h.params as { signal: string }).signal)).toEqual(journey);

    const told = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, lead.id), eq(emailOutbox.kind, "nurture_signal")));
    expect(told.map((e) => e.subject)).toEqual(["Sarah Reader came back to the site after two weeks or more"]);
    expect(told[0]?.textBody).toContain(`http://portal.test/leads/${lead.id}`);
    const pushed = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.leadId, lead.id));
    expect(pushed.map((p) => [p.type, p.userId])).toEqual([["lead.engaged", agentId]]);

    const card = (await send("GET", `/api/leads/${lead.id}/nurture`, agentCookie)).json();
    expect(card.signals.map((s: { kind: string }) => s.kind)).toEqual([...journey].reverse());
    expect(card.score).toBe(10 + 15 + 10 + 5 + 20);

    // The person export carries them; an erasure removes them.
    const exported = (
      await send("GET", `/api/admin/privacy/person?email=${encodeURIComponent(lead.email as string)}`, adminCookie)
    ).json();
    expect(exported.engagementSignals).toHaveLength(5);
    expect(exported.actionPlanRuns).toHaveLength(1);
    expect(exported.actionPlanSteps[0]).not.toHaveProperty("linkToken");
    await send("POST", "/api/admin/privacy/person/erase", adminCookie, { email: lead.email, confirmEmail: lead.email });
    expect(await signalsOf(t.db, lead.id)).toEqual([]);
    const gone = await t.app.inject({ method: "GET", url: `/api/nurture/l/${link}` });
    expect(gone.headers.location).toBe("/");
  });
});

describe("lead score (decision 039)", () => {
  const base = {
    movingTimeframe: null as string | null,
    email: null as string | null,
    phone: null as string | null,
    address: null as string | null,
    tag: null as string | null,
    workingWithRealtor: null as boolean | null,
    stage: "new" as string,
    erasedAt: null,
  };
  const cases: [string, Partial<typeof base> & { stage?: string }, { signals: number; textReply: boolean }, number][] =
    [
      ["bare lead", {}, { signals: 0, textReply: false }, 0],
      [
        "moving now, full contact",
        { movingTimeframe: "immediately", email: "a@b.c", phone: "1", address: "1 Main" },
        { signals: 0, textReply: false },
        70,
      ],
      [
        "3-6 months, e-mail only",
        { movingTimeframe: "3-6months", email: "a@b.c" },
        { signals: 0, textReply: false },
        30,
      ],
      [
        "over a year, phone, 2 signals",
        { movingTimeframe: "over1year", phone: "1" },
        { signals: 2, textReply: false },
        30,
      ],
      ["engagement capped at 20", { movingTimeframe: "6-12months" }, { signals: 9, textReply: false }, 30],
      ["text reply", { movingTimeframe: "within3months", phone: "1" }, { signals: 0, textReply: true }, 60],
      [
        "all of it, capped at 100",
        { movingTimeframe: "immediately", email: "a", phone: "1", address: "x" },
        { signals: 5, textReply: true },
        100,
      ],
      [
        "represented seller",
        { movingTimeframe: "immediately", email: "a", phone: "1", workingWithRealtor: true },
        { signals: 5, textReply: true },
        0,
      ],
      ["sold", { movingTimeframe: "immediately", email: "a", stage: "sold" }, { signals: 0, textReply: false }, 0],
    ];
  it.each(cases)("%s", (_name, lead, facts, expected) => {
    expect(scoreLead({ ...base, ...lead } as Parameters<typeof scoreLead>[0], facts, defaultScoreRules).score).toBe(
      expected,
    );
  });

  it("is on GET /api/leads and /api/leads/{id} with its reasons, follows the admin's rules, and fills the call list", async () => {
    const lead = await createLead(t.db, {
      fullName: "Score Seller",
      email: uniqueEmail("score"),
      address: null,
      movingTimeframe: "within3months",
      agentId,
      submittedAt: new Date(),
    });
    const one = (await send("GET", `/api/leads/${lead.id}`, agentCookie)).json();
    expect(one.score).toBe(30 + 15 + 10);
    // The reasons in one fixed order (the factor codes'), whatever their points, so every lead reads alike.
    expect(one.scoreReasons).toEqual(["moving within 3 months (+30)", "e-mail given (+10)", "phone given (+15)"]);
    const list = (await send("GET", "/api/leads?limit=200", agentCookie)).json();
    expect(list.find((l: { id: string }) => l.id === lead.id)).toMatchObject({ score: 55 });

    const settings = (await send("GET", "/api/action-plans/settings", adminCookie)).json();
    const tuned = { ...settings, scoreRules: { ...settings.scoreRules, hasPhone: 0 } };
    expect((await send("PUT", "/api/action-plans/settings", adminCookie, tuned)).statusCode).toBe(200);
    expect((await send("PUT", "/api/action-plans/settings", agentCookie, tuned)).statusCode).toBe(403);
    expect((await send("GET", `/api/leads/${lead.id}`, agentCookie)).json().score).toBe(40);
    await send("PUT", "/api/action-plans/settings", adminCookie, settings);

    const calls = (await send("GET", "/api/nurture/call-list", agentCookie)).json();
    const entry = calls.find((c: { leadId: string }) => c.leadId === lead.id);
    expect(entry).toMatchObject({ fullName: "Score Seller", score: 55, due: { code: "never_contacted", days: null } });
    await send("POST", `/api/leads/${lead.id}/contacts`, agentCookie, { channel: "call", outcome: "reached" });
    const after = (await send("GET", "/api/nurture/call-list", agentCookie)).json();
    expect(after.find((c: { leadId: string }) => c.leadId === lead.id)).toBeUndefined();
  });
});

describe("the staff list sorts by score (decision 039)", () => {
  it("orders GET /api/leads?sort=-score by the same score the API returns, with the admin's rules, page by page", async () => {
    const settings = (await send("GET", "/api/action-plans/settings", adminCookie)).json();
    // Tuned rules: the SQL reads the setting as the service does.
    await send("PUT", "/api/action-plans/settings", adminCookie, {
      ...settings,
      scoreRules: {
        ...settings.scoreRules,
        hasAddress: 7,
        timeframe: { ...settings.scoreRules.timeframe, over1year: 3 },
      },
    });
    try {
      const tag = `sort-${Date.now()}`;
      const made = [
        await createLead(t.db, { fullName: `${tag} a`, movingTimeframe: "immediately", submittedAt: new Date() }),
        await createLead(t.db, {
          fullName: `${tag} b`,
          movingTimeframe: "over1year",
          phone: null,
          submittedAt: new Date(),
        }),
        await createLead(t.db, {
          fullName: `${tag} c`,
          movingTimeframe: "3-6months",
          address: null,
          submittedAt: new Date(),
        }),
        await createLead(t.db, {
          fullName: `${tag} d`,
          workingWithRealtor: true,
          movingTimeframe: "immediately",
          submittedAt: new Date(),
        }),
        await createLead(t.db, {
          fullName: `${tag} e`,
          movingTimeframe: "over1year",
          email: null,
          phone: null,
          address: null,
          submittedAt: new Date(),
        }),
      ];
      await t.db.insert(engagementSignals).values([
        { leadId: made[2]?.id as string, kind: "guide_reopened", occurredAt: new Date() },
        { leadId: made[2]?.id as string, kind: "guide_reopened", occurredAt: new Date() },
      ]);
      await t.db.insert(leadHistory).values({
        leadId: made[4]?.id as string,
        changeType: "text",
        code: "text.received",
        params: { excerpt: "hi" },
      });
      const ids = new Set(made.map((l) => l.id));
      const seen: { id: string; score: number }[] = [];
      let url: string | undefined = `/api/leads?sort=-score&limit=2&q=${tag}`;
      while (url) {
        const page = await send("GET", url, adminCookie);
        expect(page.statusCode).toBe(200);
        seen.push(...page.json().filter((l: { id: string }) => ids.has(l.id)));
        url = /<([^>]+)>; rel="next"/.exec((page.headers.link as string) ?? "")?.[1];
      }
      const scores = seen.map((l) => l.score);
      // a: 40+15+10+7; c: 20+15+10+2x5; b: 3+10+7; e: 3+15 (text reply); d: represented.
      expect(scores).toEqual([72, 55, 20, 18, 0]);
      expect(seen.map((l) => l.id)).toEqual([made[0], made[2], made[1], made[4], made[3]].map((l) => l?.id));
      const ascending = (await send("GET", `/api/leads?sort=score&limit=50&q=${tag}`, adminCookie)).json();
      expect(ascending.map((l: { score: number }) => l.score)).toEqual([0, 18, 20, 55, 72]);
    } finally {
      await send("PUT", "/api/action-plans/settings", adminCookie, settings);
    }
  });
});

describe("the agent's brief (decision 039)", () => {
  it("is written from the lead's fields in the seller's language, marked as a draft, and sent only on Send", async () => {
    const fr = await createLead(t.db, {
      fullName: "Josée Tremblay",
      email: uniqueEmail("josee"),
      city: "Québec",
      province: "QC",
      locale: "fr-CA",
      movingTimeframe: "6-12months",
      movingReason: "downsizing",
      agentId,
      submittedAt: new Date(),
    });
    const en = await createLead(t.db, {
      fullName: "Mark Brown",
      email: uniqueEmail("mark"),
      city: "Toronto",
      province: "ON",
      type: "cash",
      movingTimeframe: "within3months",
      agentId,
      submittedAt: new Date(),
    });
    await send("POST", `/api/leads/${en.id}/contacts`, agentCookie, { channel: "call", outcome: "left_message" });
    const frBrief = (await send("GET", `/api/leads/${fr.id}/brief`, agentCookie)).json();
    const enBrief = (await send("GET", `/api/leads/${en.id}/brief`, agentCookie)).json();
    console.log(
      `Brief, French seller:\n${JSON.stringify(frBrief, null, 2)}\nBrief, English seller:\n${JSON.stringify(enBrief, null, 2)}`,
    );
    expect(frBrief).toMatchObject({ provider: "builtin", locale: "fr-CA", draft: true });
    expect(frBrief.summary).toBe(
      "Josée Tremblay (Québec, QC) wants to sell with an agent, moving because they are downsizing. They plan to move in six to twelve months. They have not read anything from us yet. Nobody has reached them yet.",
    );
    expect(frBrief.suggestedMessage).toContain("Bonjour Josée,");
    // The summary is in the reader's language (the screen's), the message in the seller's.
    const frReader = (await send("GET", `/api/leads/${fr.id}/brief?locale=fr-CA`, agentCookie)).json();
    expect(frReader.summary).toBe(
      "Josée Tremblay (Québec, QC) veut vendre avec un courtier, et déménage parce qu'ils veulent plus petit. Ils prévoient déménager dans six à douze mois. Ils n'ont encore rien lu de nous. Personne ne les a encore joints.",
    );
    expect(frReader.suggestedMessage).toBe(frBrief.suggestedMessage);
    expect(frBrief.suggestedMessage).toContain("Vous pensez déménager dans six à douze mois");
    expect(enBrief).toMatchObject({ provider: "builtin", locale: "en-CA", draft: true });
    expect(enBrief.summary).toMatch(
      /^Mark Brown \(Toronto, ON\) wants a cash offer\. They plan to move within three months\. .* Last contact: call, left message, on \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(enBrief.suggestedMessage.startsWith("Hello Mark,")).toBe(true);

    // Before the seller's consent is on the ledger, the brief says Send cannot succeed, and why; Send is refused so.
    expect(frBrief.sendBlocked).toBe("email_no_consent");
    const refused = await send("POST", `/api/leads/${fr.id}/brief/send`, agentCookie, { message: "Bonjour" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "This seller's consent does not allow an e-mail: there is no consent on record (CASL).",
      code: "email_not_allowed",
      reason: "email_no_consent",
      params: {},
    });

    // Nothing went to the seller until Send.
    const before = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, fr.id), eq(emailOutbox.kind, "agent_message")));
    expect(before).toHaveLength(0);
    await recordInquiryConsent(
      t.db,
      {
        leadId: fr.id,
        email: fr.email,
        phone: null,
        channel: "web",
        form: "t",
        textVersion: "v1",
        locale: "fr-CA",
        ip: null,
        at: new Date(),
      },
      { marketing: false },
    );
    expect((await send("GET", `/api/leads/${fr.id}/brief`, agentCookie)).json().sendBlocked).toBeNull();
    const sent = await send("POST", `/api/leads/${fr.id}/brief/send`, agentCookie, {
      message: frBrief.suggestedMessage,
    });
    expect(sent.statusCode).toBe(200);
    const after = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, fr.id), eq(emailOutbox.kind, "agent_message")));
    // On the brand's template (decision 050): the message as the agent sent it, signed, with the brokerage's identity.
    expect(after.map((e) => [e.subject, e.textBody, e.fromName])).toEqual([
      [
        "Suivi de votre projet de vente",
        [
          "Maple Key Realty",
          "",
          frBrief.suggestedMessage,
          "",
          "Envoyé par Alex Agent au nom de Maple Key Realty",
          "",
          "--",
          "Maple Key Realty",
          "100 King Street West, Suite 500, Toronto, ON M5X 1A9",
          "(416) 555-0140",
          "hello@maplekeyrealty.ca",
          "",
          "Vous recevez ce courriel parce que vous nous avez envoyé une demande sur notre site Web.",
        ].join("\n"),
        "Alex Agent — Maple Key Realty",
      ],
    ]);
    expect(after[0]?.htmlBody).toContain('lang="fr-CA"');
    // The brief then says the e-mail went (it once still said "Nobody has reached them yet"), in either language.
    const day = new Date().toISOString().slice(0, 10);
    const afterEn = (await send("GET", `/api/leads/${fr.id}/brief`, agentCookie)).json().summary;
    expect(afterEn).toMatch(new RegExp(`We e-mailed them on ${day}; no reply is logged yet\\.$`));
    expect(afterEn).not.toContain("Nobody has reached them yet");
    const afterFr = (await send("GET", `/api/leads/${fr.id}/brief?locale=fr-CA`, agentCookie)).json().summary;
    expect(afterFr).toMatch(
      new RegExp(`Nous leur avons écrit par courriel le ${day}; aucune réponse n'est consignée pour l'instant\\.$`),
    );
  });

  it("comes from the OpenAI-compatible provider when configured", async () => {
    const peer = new OpenAiPeer();
    const base = await peer.start();
    const ai = await buildTestApp({ AI_PROVIDER: "openai", AI_BASE_URL: base, AI_API_KEY: "k" });
    try {
      peer.guideJson = { summary: "A short summary.", suggestedMessage: "Hello, a message." };
      const agent = await createUser(ai.db, { role: "agent" });
      const cookie = await signIn(ai.app, agent.email);
      const lead = await createLead(ai.db, { fullName: "Ann Lee", agentId: agent.id, submittedAt: new Date() });
      const brief = await ai.app.inject({ method: "GET", url: `/api/leads/${lead.id}/brief`, headers: { cookie } });
      expect(brief.json()).toEqual({
        provider: "openai",
        locale: "en-CA",
        summary: "A short summary.",
        suggestedMessage: "Hello, a message.",
        draft: true,
        sendBlocked: "email_no_consent",
      });
      peer.failing = true;
      const fallback = await ai.app.inject({ method: "GET", url: `/api/leads/${lead.id}/brief`, headers: { cookie } });
      expect(fallback.json()).toMatchObject({ provider: "builtin", draft: true });
    } finally {
      await ai.close();
      await peer.stop();
    }
  });
});

describe("a second form", () => {
  it("is no signal when the same final is posted again (a retry or a double click), and one when it changed", async () => {
    const final = {
      id: newLeadId(),
      leadSecret: randomBytes(18).toString("base64url"),
      leadType: "cash",
      name: "Robin Retry",
      email: uniqueEmail(),
      phone: "(416) 555-0123",
      street: "3 Retry Road",
      city: "Toronto",
      province: "ON",
    };
    const post = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({ method: "POST", url: "/api/leads", headers: sameOrigin, payload });
      expect(res.statusCode).toBe(200);
    };
    await post(final);
    await t.db.update(leads).set({ agentId }).where(eq(leads.id, final.id));
    const outboxOf = async () =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, final.id))).map((r) => r.kind).sort();
    const scoreOf = async () => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/leads/${final.id}/nurture`,
        headers: { cookie: agentCookie },
      });
      return (res.json() as { score: number }).score;
    };
    const emailsBefore = await outboxOf();
    const scoreBefore = await scoreOf();
    await post(final);
    await post(final);
    // The signal is recorded after the answer (an onResponse hook): give it the time it takes.
    await new Promise((r) => setTimeout(r, 700));
    expect(await signalsOf(t.db, final.id)).toEqual([]);
    expect(await outboxOf()).toEqual(emailsBefore);
    expect(await scoreOf()).toBe(scoreBefore);
    await post({ ...final, phone: "(416) 555-0124" });
    await expect.poll(() => signalsOf(t.db, final.id), { timeout: 5000 }).toContain("form_again");
  });

  it("is a signal when the seller sends the questionnaire again", async () => {
    const lead = await createLead(t.db, {
      agentId,
      formData: [
        { at: new Date(Date.now() - 10 * DAY).toISOString(), kind: "final", body: { timeline: "asap" } },
        // Changed answers: the same ones again would be a retry, not a second form.
        { at: new Date().toISOString(), kind: "final", body: { timeline: "3-6months" } },
      ],
    });
    const { leadSentFormAgain } = await import("./lead-nurture.service");
    await leadSentFormAgain(t.db, lead.id, new Date());
    expect(await signalsOf(t.db, lead.id)).toContain("form_again");
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.id).toBe(lead.id);
  });
});

describe("sections read on the personalised guide (decision 039)", () => {
  /** A guide of three sections for `leadId` (or for nobody). */
  async function guideOf(leadId: string | null) {
    const token = randomBytes(24).toString("base64url");
    const section = (title: string) => ({ title, content: `${title} text` });
    await t.db.insert(sellersGuides).values({
      token,
      leadId,
      topic: "Pricing your home",
      content: {
        title: "Pricing",
        introduction: "",
        sections: [section("One"), section("Two"), section("Three")],
        conclusion: "",
      },
    });
    return token;
  }
  const report = (token: string, body: unknown, headers: Record<string, string> = sameOrigin) =>
    t.app.inject({
      method: "POST",
      url: `/api/sellers-guide/${token}/sections-read`,
      headers,
      payload: body as object,
    });

  it("records a weak signal with the count of the guide's sections read, once a visit, on the timeline, telling nobody", async () => {
    const now = Date.now();
    t.app.nurture.setClock(() => new Date(now));
    const lead = await createLead(t.db, { fullName: "Rita Reader", email: uniqueEmail("rita"), agentId });
    const token = await guideOf(lead.id);

    // Indexes 0 and 2, a repeat and one the guide does not have: two sections read.
    const first = await report(token, { sections: [0, 2, 2, 7] });
    expect(first.statusCode).toBe(204);
    const [signal] = await t.db.select().from(engagementSignals).where(eq(engagementSignals.leadId, lead.id));
    expect(signal).toMatchObject({ kind: "sections_read", strong: false, sectionCount: 2, notifiedAt: null });
    expect(signal?.occurredAt.getTime()).toBe(now);
    // A second report in the same visit records nothing more.
    t.app.nurture.setClock(() => new Date(now + 5 * MIN));
    expect((await report(token, { sections: [0, 1, 2] })).statusCode).toBe(204);
    expect(await signalsOf(t.db, lead.id)).toEqual(["sections_read"]);

    const timeline = await t.db
      .select({ changeType: leadHistory.changeType, params: leadHistory.params, notes: leadHistory.notes })
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, lead.id), eq(leadHistory.code, "signal_recorded")));
    expect(timeline).toEqual([
      {
        changeType: "engagement",
        params: { signal: "sections_read", count: 2 },
        notes: "Engagement: the seller read 2 sections of their guide",
      },
    ]);
    const told = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, lead.id), eq(emailOutbox.kind, "nurture_signal")));
    expect(told).toEqual([]);
    expect(await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.leadId, lead.id))).toEqual([]);
    const card = (await send("GET", `/api/leads/${lead.id}/nurture`, agentCookie)).json();
    expect(card.signals).toEqual([
      { kind: "sections_read", strong: false, occurredAt: new Date(now).toISOString(), sectionCount: 2 },
    ]);
    t.app.nurture.setClock(() => new Date());
  });

  it("records nothing under Global Privacy Control, for a guide with no lead (making none), or for an erased lead", async () => {
    const lead = await createLead(t.db, { email: uniqueEmail("gpc"), agentId });
    const token = await guideOf(lead.id);
    const gpc = await report(token, { sections: [0] }, { ...sameOrigin, "sec-gpc": "1" });
    expect(gpc.statusCode).toBe(204);
    expect(await signalsOf(t.db, lead.id)).toEqual([]);

    const leadsBefore = (await t.db.select({ id: leads.id }).from(leads)).length;
    const orphan = await guideOf(null);
    expect((await report(orphan, { sections: [0, 1] })).statusCode).toBe(204);
    expect((await t.db.select({ id: leads.id }).from(leads)).length).toBe(leadsBefore);
    expect(
      (await t.db.select().from(engagementSignals).where(eq(engagementSignals.kind, "sections_read"))).map(
        (s) => s.leadId,
      ),
    ).not.toContain(null);

    const erased = await createLead(t.db, { email: uniqueEmail("erased"), erasedAt: new Date() });
    expect((await report(await guideOf(erased.id), { sections: [1] })).statusCode).toBe(204);
    expect(await signalsOf(t.db, erased.id)).toEqual([]);
  });

  it("refuses an unknown guide (404), a report that breaks the contract (400) and a cross-site post (403)", async () => {
    const unknown = await report(randomBytes(24).toString("base64url"), { sections: [0] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: "guide_not_found", message: "Guide not found" });
    const lead = await createLead(t.db, { email: uniqueEmail("bad") });
    const token = await guideOf(lead.id);
    for (const body of [{ sections: [] }, { sections: ["one"] }, { sections: [-1] }, { sections: [100] }, {}]) {
      const res = await report(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().reason, JSON.stringify(body)).toBe("invalid_request");
    }
    const crossSite = await report(token, { sections: [0] }, { origin: "https://elsewhere.example" });
    expect(crossSite.statusCode).toBe(403);
    expect(await signalsOf(t.db, lead.id)).toEqual([]);
  });
});
