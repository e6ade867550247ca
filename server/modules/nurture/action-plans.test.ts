import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActionPlanInput } from "../../../contract/nurture";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import {
  actionPlanRuns,
  actionPlanStepRuns,
  emailOutbox,
  leads,
  reminders,
  textMessages,
  textOutbox,
} from "../../db/schema/index";
import { buildTestAppPair, TEST_PERSON_HASH_KEY, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn, uniqueEmail } from "../../test/factories";
import { deliveryBlockReason, recordInquiryConsent } from "../consent/consent.service";
import { insertHistory } from "../history/history.repository";
import { NURTURE_JOB } from "./nurture.plugin";
import { PLAN_EMAIL_KIND } from "./step-email";

const SECRET = "inbound-secret-0123456789";
const MIN = 60_000;
const DAY = 86_400_000;

let a: TestApp;
let b: TestApp;
let adminCookie: string;
let agentCookie: string;
let agentId: number;
let clientCookie: string;
const start = Date.now();

/** Runs the one nurture job on `app` as of `at` (the test clock). */
async function tickAt(app: TestApp["app"], at: number) {
  app.nurture.setClock(() => new Date(at));
  await app.scheduler.runNow(NURTURE_JOB);
}

const send = (
  app: TestApp["app"],
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const twoSteps = (name: string, trigger: ActionPlanInput["trigger"] = { kind: "manual" }): ActionPlanInput => ({
  name,
  trigger,
  steps: [
    {
      kind: "email",
      delayMinutes: 60,
      subject: { en: "Thinking of selling, {firstName}?", fr: "Vous pensez vendre, {firstName}?" },
      body: { en: "Here is this month's market update.", fr: "Voici le point du marché de ce mois-ci." },
    },
    {
      kind: "email",
      delayMinutes: 24 * 60,
      subject: { en: "A question for you", fr: "Une question pour vous" },
      body: { en: "When would be a good time to talk?", fr: "Quel serait un bon moment pour parler?" },
    },
  ],
});

async function consentingLead(
  db: Database,
  overrides: Partial<typeof leads.$inferInsert> = {},
  consentAt = new Date(start),
) {
  const lead = await createLead(db, {
    email: uniqueEmail("nurture"),
    submittedAt: new Date(),
    movingTimeframe: "6-12months",
    agentId,
    stage: "new",
    ...overrides,
  });
  await recordInquiryConsent(
    db,
    {
      leadId: lead.id,
      email: lead.email,
      phone: null,
      channel: "web",
      form: "test",
      textVersion: "v1",
      locale: "en-CA",
      ip: null,
      at: consentAt,
    },
    { marketing: false },
  );
  return lead;
}

const planEmails = (db: Database, leadId: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.leadId, leadId), eq(emailOutbox.kind, "action_plan")));
const runOf = async (db: Database, leadId: string) =>
  (await db.select().from(actionPlanRuns).where(eq(actionPlanRuns.leadId, leadId)))[0];

beforeAll(async () => {
  [a, b] = await buildTestAppPair({ INBOUND_EMAIL_SECRET: SECRET });
  const agent = await createUser(a.db, { role: "agent" });
  agentId = agent.id;
  adminCookie = await signIn(a.app, (await createUser(a.db, { role: "admin" })).email);
  agentCookie = await signIn(a.app, agent.email);
  const client = await createUser(a.db, { userType: "client" });
  clientCookie = await signIn(a.app, client.email, undefined, "/api/client/login");
  // No quiet hours unless a test sets them.
  const settings = (await send(a.app, "GET", "/api/action-plans/settings", adminCookie)).json();
  await send(a.app, "PUT", "/api/action-plans/settings", adminCookie, {
    ...settings,
    quietHours: { startHour: 0, endHour: 0, timeZone: "America/Toronto" },
  });
});
afterAll(() => a.close());

describe("/api/action-plans is for admins", () => {
  it("answers an anonymous caller 401, a client and an agent 403, an admin its plans", async () => {
    expect((await send(a.app, "GET", "/api/action-plans")).statusCode).toBe(401);
    expect((await send(a.app, "GET", "/api/action-plans", clientCookie)).statusCode).toBe(403);
    expect((await send(a.app, "GET", "/api/action-plans", agentCookie)).statusCode).toBe(403);
    expect((await send(a.app, "POST", "/api/action-plans", agentCookie, twoSteps("Nope"))).statusCode).toBe(403);
    const created = await send(a.app, "POST", "/api/action-plans", adminCookie, twoSteps("Listed"));
    expect(created.statusCode).toBe(201);
    const list = await send(a.app, "GET", "/api/action-plans", adminCookie);
    expect(list.json().map((p: { name: string }) => p.name)).toContain("Listed");
    const bad = await send(a.app, "POST", "/api/action-plans", adminCookie, { ...twoSteps("Bad"), steps: [] });
    expect(bad.statusCode).toBe(400);
    const id = created.json().id;
    const renamed = await send(a.app, "PUT", `/api/action-plans/${id}`, adminCookie, twoSteps("Renamed"));
    expect(renamed.json()).toMatchObject({ id, name: "Renamed", trigger: { kind: "manual" } });
    expect((await send(a.app, "PUT", `/api/action-plans/${id}`, agentCookie, twoSteps("No"))).statusCode).toBe(403);
    expect((await send(a.app, "DELETE", `/api/action-plans/${id}`, adminCookie)).statusCode).toBe(204);
    const again = await send(a.app, "DELETE", `/api/action-plans/${id}`, adminCookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      message: "Action plan not found",
      code: "not_found",
      reason: "action_plan_not_found",
      params: {},
    });
  });
});

describe("a missing action plan answers 404 action_plan_not_found", () => {
  const notFound = { message: "Action plan not found", code: "not_found", reason: "action_plan_not_found", params: {} };

  it("on GET, PUT and DELETE /api/action-plans/{id}, while a known plan reads back", async () => {
    const created = (await send(a.app, "POST", "/api/action-plans", adminCookie, twoSteps("Read back"))).json();
    const read = await send(a.app, "GET", `/api/action-plans/${created.id}`, adminCookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    expect((await send(a.app, "GET", `/api/action-plans/${created.id}`, agentCookie)).statusCode).toBe(403);
    expect((await send(a.app, "GET", `/api/action-plans/${created.id}`)).statusCode).toBe(401);
    const unknown = created.id + 100_000;
    for (const [method, payload] of [["GET"], ["PUT", twoSteps("Nobody")], ["DELETE"]] as const) {
      const res = await send(a.app, method, `/api/action-plans/${unknown}`, adminCookie, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json(), method).toEqual(notFound);
    }
    // The settings route is not taken for a plan's id.
    expect((await send(a.app, "GET", "/api/action-plans/settings", adminCookie)).statusCode).toBe(200);
  });

  it("when a plan that does not exist is started on a lead, and no run is stored", async () => {
    const lead = await consentingLead(a.db, { movingTimeframe: "within3months" });
    const res = await send(a.app, "POST", `/api/leads/${lead.id}/plans`, agentCookie, { planId: 987_654 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect(await a.db.select().from(actionPlanRuns).where(eq(actionPlanRuns.leadId, lead.id))).toEqual([]);
  });

  it("and a run that is not on the lead answers 404 plan_run_not_found", async () => {
    const lead = await consentingLead(a.db, { movingTimeframe: "within3months" });
    const res = await send(a.app, "POST", `/api/leads/${lead.id}/plans/987654`, agentCookie, { action: "pause" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: "This plan does not run on this lead",
      code: "not_found",
      reason: "plan_run_not_found",
      params: {},
    });
  });
});

describe("a plan's steps go out at their times, once each", () => {
  it("across two processes and a restart, started by its rule", async () => {
    const plan = (
      await send(a.app, "POST", "/api/action-plans", adminCookie, {
        ...twoSteps("Six months or more", {
          kind: "timeframe",
          timeframes: ["6-12months", "over1year"],
          leadType: "realtor",
        }),
        steps: [
          ...twoSteps("x").steps,
          {
            kind: "task",
            delayMinutes: 2 * 24 * 60,
            subject: { en: "Call {firstName}", fr: "Appeler {firstName}" },
            body: { en: "Ask about their plans.", fr: "Demander où en est le projet." },
          },
        ],
      })
    ).json();
    const lead = await consentingLead(a.db, { fullName: "Sarah Keen" });
    const notMatching = await consentingLead(a.db, { movingTimeframe: "within3months" });

    await Promise.all([tickAt(a.app, start), tickAt(b.app, start)]);
    const run = await runOf(a.db, lead.id);
    expect(run).toMatchObject({ planId: plan.id, status: "active", nextStep: 0 });
    expect(run?.nextDueAt?.getTime()).toBe(start + 60 * MIN);
    expect(await runOf(a.db, notMatching.id)).toBeUndefined();

    // Not yet due: nothing goes.
    await Promise.all([tickAt(a.app, start + 59 * MIN), tickAt(b.app, start + 59 * MIN)]);
    expect(await planEmails(a.db, lead.id)).toHaveLength(0);

    // Due: both processes tick at once; one e-mail.
    await Promise.all([tickAt(a.app, start + 61 * MIN), tickAt(b.app, start + 61 * MIN)]);
    const first = await planEmails(a.db, lead.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ subject: "Thinking of selling, Sarah?", toAddress: lead.email });
    expect(first[0]?.textBody).toContain("/api/nurture/l/");
    expect(first[0]?.unsubscribeUrl).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{32}$/);

    // A restart: a new process on the same database sees the step done.
    const restarted = await buildApp(
      {
        ...loadConfig({
          NODE_ENV: "test",
          DEMO: "false",
          LOG_LEVEL: "silent",
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "nurture-restart-")),
          PUBLIC_URL: "http://portal.test",
          RUN_JOBS: "false",
          PERSON_HASH_KEY: TEST_PERSON_HASH_KEY,
        }),
        clientDir: path.resolve(".tmp/no-client"),
      },
      { database: a.database },
    );
    await restarted.ready();
    try {
      await tickAt(restarted, start + 62 * MIN);
      expect(await planEmails(a.db, lead.id)).toHaveLength(1);
      const second = start + 61 * MIN + DAY + MIN;
      await Promise.all([tickAt(restarted, second), tickAt(b.app, second), tickAt(a.app, second)]);
      const both = await planEmails(a.db, lead.id);
      expect(both.map((e) => e.subject)).toEqual(["Thinking of selling, Sarah?", "A question for you"]);
      const third = second + 2 * DAY + MIN;
      await Promise.all([tickAt(restarted, third), tickAt(b.app, third)]);
      const tasks = await a.db.select().from(reminders).where(eq(reminders.leadId, lead.id));
      expect(tasks.map((t) => [t.title, t.userId])).toEqual([["Call Sarah", agentId]]);
      expect(await runOf(a.db, lead.id)).toMatchObject({ status: "completed", nextDueAt: null });
      const steps = await a.db.select().from(actionPlanStepRuns).where(eq(actionPlanStepRuns.leadId, lead.id));
      expect(steps.map((s) => [s.step, s.outcome])).toEqual([
        [0, "sent"],
        [1, "sent"],
        [2, "task_created"],
      ]);
      // The rule never starts the plan again for this lead.
      await tickAt(restarted, third + DAY);
      expect(await a.db.select().from(actionPlanRuns).where(eq(actionPlanRuns.leadId, lead.id))).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});

describe("a plan stops itself before its next step", () => {
  let planId: number;
  beforeAll(async () => {
    planId = (await send(a.app, "POST", "/api/action-plans", adminCookie, twoSteps("By hand"))).json().id;
  });

  /** Starts the plan by hand, lets step 1 go, does `what`, then checks step 2 never goes. */
  async function stopsOn(what: (lead: typeof leads.$inferSelect) => Promise<void>, reason: string) {
    const lead = await consentingLead(a.db, { movingTimeframe: "within3months" });
    a.app.nurture.setClock(() => new Date(start));
    const started = await send(a.app, "POST", `/api/leads/${lead.id}/plans`, agentCookie, { planId });
    expect(started.statusCode).toBe(201);
    await tickAt(a.app, start + 61 * MIN);
    expect(await planEmails(a.db, lead.id)).toHaveLength(1);
    const [fresh] = await a.db.select().from(leads).where(eq(leads.id, lead.id));
    await what(fresh as typeof leads.$inferSelect);
    await Promise.all([tickAt(a.app, start + 2 * DAY), tickAt(b.app, start + 2 * DAY)]);
    expect(await planEmails(a.db, lead.id)).toHaveLength(1);
    expect(await runOf(a.db, lead.id)).toMatchObject({ status: "stopped", reason });
  }

  it("on a text reply (a text.received history row)", async () => {
    await stopsOn(
      (lead) =>
        insertHistory(a.db, [
          { leadId: lead.id, changeType: "edit", code: "text.received", params: { excerpt: "Yes call me" } },
        ]),
      "text_reply",
    );
  });

  it("on an inbound e-mail reply with the right secret, and not with a wrong one", async () => {
    await stopsOn(async (lead) => {
      const wrong = await a.app.inject({
        method: "POST",
        url: "/api/nurture/inbound-email",
        headers: { "x-inbound-secret": "not-the-secret-at-all" },
        payload: { from: `Seller <${lead.email}>`, subject: "Re: A question" },
      });
      expect(wrong.statusCode).toBe(403);
      expect(await runOf(a.db, lead.id)).toMatchObject({ status: "active" });
      const none = await a.app.inject({
        method: "POST",
        url: "/api/nurture/inbound-email",
        payload: { from: lead.email as string },
      });
      expect(none.statusCode).toBe(403);
      const garbage = await a.app.inject({
        method: "POST",
        url: "/api/nurture/inbound-email",
        headers: { "x-inbound-secret": "wrong" },
        payload: { nothing: true },
      });
      expect(garbage.statusCode).toBe(403);
      const right = await a.app.inject({
        method: "POST",
        url: "/api/nurture/inbound-email",
        headers: { "x-inbound-secret": SECRET },
        // Postmark's inbound JSON names the sender `From`.
        payload: { From: `Seller <${lead.email?.toUpperCase()}>`, Subject: "Re: A question", TextBody: "Yes" },
      });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ stopped: 1 });
      const noSender = await a.app.inject({
        method: "POST",
        url: "/api/nurture/inbound-email",
        headers: { "x-inbound-secret": SECRET },
        payload: { Subject: "Re: hello" },
      });
      expect(noSender.statusCode).toBe(400);
    }, "email_reply");
  });

  it("on a logged call", async () => {
    await stopsOn(async (lead) => {
      const logged = await send(a.app, "POST", `/api/leads/${lead.id}/contacts`, agentCookie, {
        channel: "call",
        outcome: "reached",
      });
      expect(logged.statusCode).toBe(201);
    }, "contact_logged");
  });

  it("on an unsubscribe", async () => {
    await stopsOn(async (lead) => {
      const done = await a.app.inject({ method: "POST", url: `/unsubscribe/${lead.unsubscribeToken}` });
      expect(done.statusCode).toBe(200);
    }, "unsubscribed");
  });

  it("on an erasure", async () => {
    await stopsOn(async (lead) => {
      const erased = await send(a.app, "POST", "/api/admin/privacy/person/erase", adminCookie, {
        email: lead.email,
        confirmEmail: lead.email,
      });
      expect(erased.statusCode).toBe(200);
    }, "erased");
  });

  it("pause and resume by staff: paused runs send nothing", async () => {
    const lead = await consentingLead(a.db, { movingTimeframe: "within3months" });
    a.app.nurture.setClock(() => new Date(start));
    const [run] = (await send(a.app, "POST", `/api/leads/${lead.id}/plans`, agentCookie, { planId })).json();
    const paused = await send(a.app, "POST", `/api/leads/${lead.id}/plans/${run.id}`, agentCookie, { action: "pause" });
    expect(paused.json()[0]).toMatchObject({ status: "paused", reason: "staff", nextStepKind: "email" });
    await tickAt(a.app, start + 2 * DAY);
    expect(await planEmails(a.db, lead.id)).toHaveLength(0);
    const resumed = await send(a.app, "POST", `/api/leads/${lead.id}/plans/${run.id}`, agentCookie, {
      action: "resume",
    });
    expect(resumed.json()[0]).toMatchObject({ status: "active", reason: null });
    await tickAt(a.app, start + 2 * DAY + MIN);
    expect(await planEmails(a.db, lead.id)).toHaveLength(1);
  });
});

describe("a step is held back at send time", () => {
  let planId: number;
  beforeAll(async () => {
    planId = (await send(a.app, "POST", "/api/action-plans", adminCookie, twoSteps("Held"))).json().id;
  });

  it("by an expired consent: the run pauses for consent, nothing is written", async () => {
    const lead = await consentingLead(a.db, { movingTimeframe: "within3months" }, new Date(start - 200 * DAY));
    a.app.nurture.setClock(() => new Date(start));
    await send(a.app, "POST", `/api/leads/${lead.id}/plans`, agentCookie, { planId });
    await tickAt(a.app, start + 61 * MIN);
    expect(await planEmails(a.db, lead.id)).toHaveLength(0);
    expect(await runOf(a.db, lead.id)).toMatchObject({ status: "paused", reason: "consent", nextStep: 0 });
  });

  it("and again when the mail worker delivers it: a plan e-mail whose consent lapsed since is not sent", async () => {
    const lead = await consentingLead(a.db);
    const email = { kind: PLAN_EMAIL_KIND, to: lead.email as string };
    expect(await deliveryBlockReason(a.db, { ...email, now: new Date(start) })).toBeNull();
    expect(await deliveryBlockReason(a.db, { ...email, now: new Date(start + 200 * DAY) })).toBe(
      "consent for inquiry expired",
    );
  });

  it("by quiet hours: the step waits until they end, then goes", async () => {
    const lead = await consentingLead(a.db, { movingTimeframe: "within3months" });
    const due = start + 61 * MIN;
    const hour = Number(
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", hour: "numeric", hourCycle: "h23" }).format(
        new Date(due),
      ),
    );
    const settings = (await send(a.app, "GET", "/api/action-plans/settings", adminCookie)).json();
    await send(a.app, "PUT", "/api/action-plans/settings", adminCookie, {
      ...settings,
      quietHours: { startHour: hour, endHour: (hour + 2) % 24, timeZone: "America/Toronto" },
    });
    try {
      a.app.nurture.setClock(() => new Date(start));
      await send(a.app, "POST", `/api/leads/${lead.id}/plans`, agentCookie, { planId });
      await tickAt(a.app, due);
      expect(await planEmails(a.db, lead.id)).toHaveLength(0);
      const held = await runOf(a.db, lead.id);
      expect(held).toMatchObject({ status: "active", nextStep: 0 });
      const wait = (held?.nextDueAt?.getTime() ?? 0) - due;
      expect(wait).toBeGreaterThan(60 * MIN);
      expect(wait).toBeLessThanOrEqual(2 * 60 * MIN);
      await tickAt(a.app, (held?.nextDueAt?.getTime() ?? 0) + MIN);
      expect(await planEmails(a.db, lead.id)).toHaveLength(1);
    } finally {
      await send(a.app, "PUT", "/api/action-plans/settings", adminCookie, {
        ...settings,
        quietHours: { startHour: 0, endHour: 0, timeZone: "America/Toronto" },
      });
    }
  });
});

describe("a text step goes through the texting outbox", () => {
  it("writes one text per run and step, in the seller's language, whichever process ticks", async () => {
    const plan = (
      await send(a.app, "POST", "/api/action-plans", adminCookie, {
        name: "Text first",
        trigger: { kind: "manual" },
        steps: [
          {
            kind: "text",
            delayMinutes: 0,
            subject: { en: "Text", fr: "Texto" },
            body: {
              en: "Hi {firstName}, any questions about selling?",
              fr: "Bonjour {firstName}, des questions sur la vente?",
            },
          },
          { kind: "email", delayMinutes: 60, subject: { en: "Later", fr: "Plus tard" }, body: { en: "x", fr: "x" } },
        ],
      })
    ).json();
    const lead = await createLead(a.db, {
      fullName: "Luc Texto",
      email: uniqueEmail("luc"),
      phone: "(514) 555-0142",
      locale: "fr-CA",
      agentId,
      submittedAt: new Date(),
    });
    await recordInquiryConsent(
      a.db,
      {
        leadId: lead.id,
        email: lead.email,
        phone: lead.phone,
        channel: "web",
        form: "t",
        textVersion: "v1",
        locale: "fr-CA",
        ip: null,
        at: new Date(start),
      },
      { marketing: false },
    );
    a.app.nurture.setClock(() => new Date(start));
    await send(a.app, "POST", `/api/leads/${lead.id}/plans`, agentCookie, { planId: plan.id });
    await Promise.all([tickAt(a.app, start + MIN), tickAt(b.app, start + MIN)]);
    await tickAt(b.app, start + 2 * MIN);
    const texts = await a.db.select().from(textMessages).where(eq(textMessages.leadId, lead.id));
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(/Bonjour Luc, des questions sur la vente\?$/);
    const queued = await a.db
      .select()
      .from(textOutbox)
      .where(eq(textOutbox.messageId, texts[0]?.id as number));
    expect(queued.map((q) => q.idempotencyKey)).toEqual([`plan:${(await runOf(a.db, lead.id))?.id}:0`]);
    expect(await runOf(a.db, lead.id)).toMatchObject({ status: "active", nextStep: 1 });
  });
});

describe("rules start plans", () => {
  it("for a cash lead nobody reached in 2 days, and for a lead moved to a stage", async () => {
    a.app.nurture.setClock(null);
    const noAnswer = (
      await send(a.app, "POST", "/api/action-plans", adminCookie, {
        ...twoSteps("Cash, no answer"),
        trigger: { kind: "no_answer", days: 2, leadType: "cash" },
      })
    ).json();
    const staged = (
      await send(a.app, "POST", "/api/action-plans", adminCookie, {
        ...twoSteps("Contacted"),
        trigger: { kind: "stage", stage: "contacted" },
      })
    ).json();
    const waiting = await consentingLead(a.db, {
      type: "cash",
      movingTimeframe: "within3months",
      firstContactAt: null,
    });
    const reached = await consentingLead(a.db, {
      type: "cash",
      movingTimeframe: "within3months",
      firstContactAt: new Date(),
    });
    const contacted = await consentingLead(a.db, { movingTimeframe: "within3months", stage: "contacted" });
    const plansOf = async (leadId: string) =>
      (await a.db.select().from(actionPlanRuns).where(eq(actionPlanRuns.leadId, leadId))).map((r) => r.planId);

    await tickAt(a.app, start + DAY);
    expect(await plansOf(waiting.id)).toEqual([]);
    expect(await plansOf(contacted.id)).toEqual([staged.id]);
    await tickAt(a.app, start + 2 * DAY + MIN);
    expect(await plansOf(waiting.id)).toEqual([noAnswer.id]);
    expect(await plansOf(reached.id)).toEqual([]);
  });
});
