import { randomBytes } from "node:crypto";
import { subDays } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiIdempotencyKeys,
  apiKeys,
  auditLog,
  consentEvents,
  emailOutbox,
  engagementSignals,
  leads,
  metaConversionEvents,
  notes,
  pushDeliveries,
  pushSubscriptions,
  sellersGuides,
  suppressions,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";
import { claimRetentionRun, RETENTION_EVERY_MS, runRetention } from "./retention.service";

let t: TestApp;
let adminCookie: string;
let managerCookie: string;
let agentCookie: string;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { role: "admin" });
  adminId = admin.id;
  adminCookie = await signIn(t.app, admin.email);
  managerCookie = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
  agentCookie = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);
});
afterAll(() => t.close());

function call(method: "GET" | "PUT" | "POST", url: string, cookie: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

const ids = <T>(rows: T[], key: keyof T) => rows.map((r) => r[key]).sort();
const guide = (token: string, leadId: string | null, createdAt: Date) => ({
  token,
  leadId,
  topic: "Pricing Strategy",
  content: { title: "t", introduction: "i", sections: [], conclusion: "c" },
  createdAt,
});
const mail = (subject: string, status: "pending" | "sent" | "failed", at: Date) => ({
  kind: "test",
  toAddress: "someone@example.test",
  subject,
  textBody: "x",
  status,
  createdAt: at,
  sentAt: status === "sent" ? at : null,
});

describe("the retention job", () => {
  it("removes exactly the rows past their period and nothing else", async () => {
    const now = new Date();
    const days = (n: number) => subDays(now, n);
    const partial = { status: "Partial", email: null, phone: null, fullName: null, address: null, submittedAt: null };

    // Leads: only the abandoned partial without contact details, untouched 31 days, goes.
    const oldPartial = await createLead(t.db, { ...partial, updatedAt: days(31), createdAt: days(31) });
    const youngPartial = await createLead(t.db, { ...partial, updatedAt: days(29), createdAt: days(40) });
    const partialWithEmail = await createLead(t.db, {
      ...partial,
      email: "kept@example.test",
      updatedAt: days(400),
      createdAt: days(400),
    });
    const finalLead = await createLead(t.db, { updatedAt: days(900), createdAt: days(900), submittedAt: days(900) });
    await t.db.insert(notes).values({ leadId: oldPartial.id, content: "gone with its lead", userId: adminId });

    // Guides: unconverted past a year go; a year-old guide of a final lead stays.
    await t.db
      .insert(sellersGuides)
      .values([
        guide("g-orphan-old", null, days(366)),
        guide("g-orphan-young", null, days(364)),
        guide("g-partial-old", partialWithEmail.id, days(400)),
        guide("g-final-old", finalLead.id, days(800)),
        guide("g-of-old-partial", oldPartial.id, days(10)),
      ]);

    // Outbox: finished e-mails past 90 days go; pending ones stay whatever their age.
    await t.db
      .insert(emailOutbox)
      .values([
        mail("sent-old", "sent", days(91)),
        mail("failed-old", "failed", days(91)),
        mail("sent-young", "sent", days(89)),
        mail("pending-old", "pending", days(200)),
      ]);

    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.test/x", events: ["lead.created"], secret: "s" })
      .returning();
    const delivery = (messageId: string, status: "pending" | "sent" | "failed", at: Date) => ({
      endpointId: endpoint?.id as number,
      messageId,
      eventType: "lead.created",
      payload: {},
      status,
      createdAt: at,
      lastAttemptAt: at,
      sentAt: status === "sent" ? at : null,
    });
    await t.db
      .insert(webhookDeliveries)
      .values([
        delivery("w-sent-old", "sent", days(91)),
        delivery("w-sent-young", "sent", days(30)),
        delivery("w-pending-old", "pending", days(200)),
      ]);

    await t.db.insert(auditLog).values([
      { action: "lead.read", subject: "audit-old", at: days(731) },
      { action: "lead.read", subject: "audit-young", at: days(729) },
    ]);

    const [key] = await t.db
      .insert(apiKeys)
      .values({ name: "k", prefix: "sp_x", keyHash: randomBytes(16).toString("hex"), scopes: [] })
      .returning();
    await t.db.insert(apiIdempotencyKeys).values([
      { apiKeyId: key?.id as number, key: "idem-old", requestHash: "h", createdAt: days(31) },
      { apiKeyId: key?.id as number, key: "idem-young", requestHash: "h", createdAt: days(29) },
    ]);

    // Decision 039: engagement signals are kept a year.
    await t.db.insert(engagementSignals).values([
      { leadId: finalLead.id, kind: "guide_reopened", occurredAt: days(366) },
      { leadId: finalLead.id, kind: "guide_reopened", occurredAt: days(364) },
    ]);

    // Decision 035: finished pushes go after the outbox period; pending ones stay.
    const [device] = await t.db
      .insert(pushSubscriptions)
      .values({ userId: adminId, endpoint: "https://push.example.test/d1", p256dh: "k", auth: "a" })
      .returning();
    const push = (eventKey: string, status: "pending" | "sent", at: Date) => ({
      subscriptionId: device?.id as number,
      userId: adminId,
      eventKey,
      type: "lead.assigned",
      leadId: finalLead.id,
      status,
      createdAt: at,
      nextAttemptAt: at,
      sentAt: status === "sent" ? at : null,
    });
    await t.db
      .insert(pushDeliveries)
      .values([
        push("p-sent-old", "sent", days(91)),
        push("p-sent-young", "sent", days(89)),
        push("p-pending-old", "pending", days(91)),
      ]);

    // Decision 055: finished Conversions API events lose their hashes after the outbox period; the row and its
    // event id stay (no stage is sent twice), and a pending event keeps what it will send.
    const conversion = (stage: string, status: "pending" | "sent", at: Date) => ({
      leadId: finalLead.id,
      eventId: `${finalLead.id}:${stage}`,
      eventName: stage,
      payload: { user_data: { em: ["hash"] } },
      status,
      createdAt: at,
      nextAttemptAt: at,
      sentAt: status === "sent" ? at : null,
    });
    await t.db
      .insert(metaConversionEvents)
      .values([
        conversion("contacted", "sent", days(91)),
        conversion("appointment_set", "sent", days(89)),
        conversion("sold", "pending", days(91)),
      ]);

    // The evidence is never pruned.
    await t.db.insert(consentEvents).values({
      action: "given",
      basis: "implied",
      purpose: "inquiry",
      channel: "web",
      emailHash: "ancient",
      occurredAt: days(3000),
    });
    await t.db.insert(suppressions).values({ emailHash: "ancient", reason: "erased", createdAt: days(3000) });

    const removed = await runRetention(t.db, now);
    expect(removed).toEqual({
      partialLeads: 1,
      unconvertedGuides: 2,
      outboxEmails: 2,
      webhookDeliveries: 1,
      auditRows: 1,
      idempotencyKeys: 1,
      engagementSignals: 1,
      pushDeliveries: 1,
      conversionEvents: 1,
    });
    expect(ids(await t.db.select().from(pushDeliveries), "eventKey")).toEqual(["p-pending-old", "p-sent-young"]);
    const conversions = await t.db.select().from(metaConversionEvents).orderBy(metaConversionEvents.id);
    expect(conversions.map((c) => [c.eventName, c.payload])).toEqual([
      ["contacted", { erased: true }],
      ["appointment_set", { user_data: { em: ["hash"] } }],
      ["sold", { user_data: { em: ["hash"] } }],
    ]);

    expect(ids(await t.db.select().from(leads), "id")).toEqual(
      [youngPartial.id, partialWithEmail.id, finalLead.id].sort(),
    );
    expect(await t.db.select().from(notes)).toEqual([]);
    const guides = await t.db.select().from(sellersGuides);
    expect(guides.map((g) => [g.token, g.leadId]).sort()).toEqual([
      ["g-final-old", finalLead.id],
      ["g-of-old-partial", null],
      ["g-orphan-young", null],
    ]);
    expect(ids(await t.db.select().from(emailOutbox), "subject")).toEqual(["pending-old", "sent-young"]);
    expect(ids(await t.db.select().from(webhookDeliveries), "messageId")).toEqual(["w-pending-old", "w-sent-young"]);
    expect(ids(await t.db.select().from(auditLog), "subject")).toEqual(["audit-young"]);
    expect(ids(await t.db.select().from(apiIdempotencyKeys), "key")).toEqual(["idem-young"]);
    expect(await t.db.select().from(consentEvents)).toHaveLength(1);
    expect(await t.db.select().from(suppressions)).toHaveLength(1);
    expect((await t.db.select().from(engagementSignals)).map((r) => r.occurredAt)).toEqual([days(364)]);

    // A second run at the same time finds nothing more.
    expect(Object.values(await runRetention(t.db, now))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("is claimed by one process per day through the shared next-run time", async () => {
    const now = new Date("2026-05-01T03:00:00.000Z");
    expect(await claimRetentionRun(t.db, now)).toBe(true);
    expect(await claimRetentionRun(t.db, now)).toBe(false);
    expect(await claimRetentionRun(t.db, new Date(now.getTime() + RETENTION_EVERY_MS - 1))).toBe(false);
    const status = await call("GET", "/api/admin/retention", adminCookie);
    expect(status.json().nextRunAt).toBe("2026-05-02T03:00:00.000Z");
    expect(await claimRetentionRun(t.db, new Date(now.getTime() + RETENTION_EVERY_MS))).toBe(true);
  });
});

describe("retention routes", () => {
  it("shows the defaults, saves new periods, runs on demand and shows what the last run removed", async () => {
    const initial = await call("GET", "/api/admin/retention", adminCookie);
    expect(initial.statusCode).toBe(200);
    expect(initial.json().settings).toEqual({ partialLeadDays: 30, unconvertedGuideDays: 365, outboxDays: 90 });

    const saved = await call("PUT", "/api/admin/retention", adminCookie, {
      partialLeadDays: 14,
      unconvertedGuideDays: 180,
      outboxDays: 30,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual({ partialLeadDays: 14, unconvertedGuideDays: 180, outboxDays: 30 });

    await t.db.insert(emailOutbox).values(mail("sent-45-days", "sent", subDays(new Date(), 45)));
    const run = await call("POST", "/api/admin/retention/run", adminCookie, {});
    expect(run.statusCode).toBe(200);
    // The shorter periods now reach the rows the first test kept: the 29-day partial, the 364-day guide,
    // the 89-day e-mail and the 30-day delivery, besides the new 45-day e-mail.
    expect(run.json().lastRun.removed).toEqual({
      partialLeads: 1,
      unconvertedGuides: 1,
      outboxEmails: 2,
      webhookDeliveries: 1,
      auditRows: 0,
      idempotencyKeys: 0,
      engagementSignals: 0,
      pushDeliveries: 1,
      conversionEvents: 1,
    });
    expect(Date.now() - Date.parse(run.json().lastRun.at)).toBeLessThan(60_000);
  });

  it("refuses bad periods with 400 and names the field", async () => {
    for (const [body, path] of [
      [{ partialLeadDays: 0, unconvertedGuideDays: 365, outboxDays: 90 }, "body.partialLeadDays"],
      [{ partialLeadDays: 30, unconvertedGuideDays: 1.5, outboxDays: 90 }, "body.unconvertedGuideDays"],
      [{ partialLeadDays: 30, unconvertedGuideDays: 365, outboxDays: "90" }, "body.outboxDays"],
      [{ partialLeadDays: 30, unconvertedGuideDays: 365 }, "body.outboxDays"],
      [{ partialLeadDays: 30, unconvertedGuideDays: 365, outboxDays: 3651 }, "body.outboxDays"],
    ] as const) {
      const res = await call("PUT", "/api/admin/retention", adminCookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe("validation_error");
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
  });

  it("is for admins only: 401 signed out, 403 for managers and agents", async () => {
    const body = { partialLeadDays: 30, unconvertedGuideDays: 365, outboxDays: 90 };
    for (const [method, url, payload] of [
      ["GET", "/api/admin/retention", undefined],
      ["PUT", "/api/admin/retention", body],
      ["POST", "/api/admin/retention/run", {}],
    ] as const) {
      expect((await call(method, url, "", payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, managerCookie, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, agentCookie, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
