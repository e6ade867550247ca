import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CONSENT_TEXT_VERSION } from "../../../contract/leads";
import { consentEvents, emailOutbox, leads, suppressions } from "../../db/schema/index";
import { seedGuides } from "../../db/seed/guides";
import { MailWorker } from "../../integrations/mail/mail-worker";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { newLeadId, sameOrigin, uniqueEmail } from "../../test/factories";
import { SmtpPeer } from "../../test/smtp-peer";
import { emailHash, phoneHash } from "../privacy/person-hash";
import {
  consentBlockReason,
  deliveryBlockReason,
  enqueueConsentedEmails,
  MARKETING_EMAIL_KIND,
} from "./consent.service";

let t: TestApp;
const peer = new SmtpPeer();
const secret = randomBytes(16).toString("base64url");

beforeAll(async () => {
  await peer.start();
  // No SMTP_URL: the app's own worker stays off; the test runs one worker by hand when it wants delivery.
  t = await buildTestApp({ RATE_LIMIT_GUIDES_PER_MINUTE: "1000", RATE_LIMIT_LEADS_PER_MINUTE: "1000" });
  await seedGuides(t.db);
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The JavaScript clock only: the app stamps consent, expiry and checks with it; timers stay real. */
function setClock(at: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...sameOrigin, ...headers },
    payload: { leadSecret: secret, ...payload },
  });

async function finalLead(email: string, extra: object = {}) {
  const id = newLeadId();
  const res = await post("/api/leads", {
    id,
    leadType: "agent",
    variant: "four-card",
    name: "Casey Consent",
    email,
    phone: "(514) 555-0142",
    address: "8 Rue Saint-Denis",
    consent: true,
    consentTextVersion: CONSENT_TEXT_VERSION,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const ledgerOf = (email: string) =>
  t.db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.emailHash, emailHash(email) as string))
    .orderBy(consentEvents.id);

const outboxOf = (leadId: string, kind: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.leadId, leadId), eq(emailOutbox.kind, kind)));

const marketingEmail = (to: string): OutgoingEmail => ({
  kind: MARKETING_EMAIL_KIND,
  to,
  subject: `Market update ${randomBytes(3).toString("hex")}`,
  text: "Prices in your area this month.",
});

async function guideFor(leadId: string) {
  const res = await post("/api/sellers-guide/generate", { topic: "Pricing Strategy", leadId });
  expect(res.statusCode, res.body).toBe(200);
  return outboxOf(leadId, "sellers_guide");
}

/** Delivers every due outbox row through a real SMTP peer, as the app's worker would. */
async function drainOutbox() {
  const worker = new MailWorker(
    t.db,
    nodemailer.createTransport({ url: peer.url }),
    "Maple Key <leads@maplekey.test>",
    pino({ level: "silent" }),
    deliveryBlockReason,
    { pollMs: 50 },
  );
  const stillPending = async () =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.status, "pending"))).length > 0;
  worker.start();
  try {
    const started = Date.now();
    while (await stillPending()) {
      if (Date.now() - started > 20_000) throw new Error("outbox not drained in 20 s");
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await worker.stop();
  }
}

const T0 = new Date("2026-03-10T15:00:00.000Z");
const SIX_MONTHS_AND_A_DAY = new Date("2026-09-11T15:00:00.000Z");

describe("consent ledger and the sending rule", () => {
  it("implied consent from a final lead allows the guide e-mail; 6 months and a day later a marketing or guide e-mail is held back, a reply to a new inquiry is not", async () => {
    setClock(T0);
    const email = uniqueEmail("implied");
    const leadId = await finalLead(email);

    const ledger = await ledgerOf(email);
    expect(
      ledger.map((e) => ({
        leadId: e.leadId,
        action: e.action,
        basis: e.basis,
        purpose: e.purpose,
        channel: e.channel,
        form: e.form,
        textVersion: e.textVersion,
        locale: e.locale,
        phoneHash: e.phoneHash,
        occurredAt: e.occurredAt.toISOString(),
        expiresAt: e.expiresAt?.toISOString(),
      })),
    ).toEqual(
      (["inquiry", "sellers_guide"] as const).map((purpose) => ({
        leadId,
        action: "given",
        basis: "implied",
        purpose,
        channel: "web",
        form: "lead-flow/four-card/agent",
        textVersion: `${CONSENT_TEXT_VERSION}+privacy-v1`,
        locale: "en-CA",
        phoneHash: phoneHash("(514) 555-0142"),
        occurredAt: T0.toISOString(),
        expiresAt: "2026-09-10T15:00:00.000Z",
      })),
    );
    expect(ledger.every((e) => e.ip === "127.0.0.1")).toBe(true);

    // The guide e-mail goes out under the implied consent; marketing needs its own box.
    expect(await guideFor(leadId)).toHaveLength(1);
    expect(await enqueueConsentedEmails(t.db, [marketingEmail(email)], new Date())).toEqual([]);
    expect(await consentBlockReason(t.db, { to: email, purpose: "marketing", now: new Date() })).toBe(
      "no consent for marketing",
    );

    setClock(SIX_MONTHS_AND_A_DAY);
    expect(await consentBlockReason(t.db, { to: email, purpose: "sellers_guide", now: new Date() })).toBe(
      "consent for sellers_guide expired",
    );
    expect(await enqueueConsentedEmails(t.db, [marketingEmail(email)], new Date())).toEqual([]);
    await t.db.delete(emailOutbox).where(eq(emailOutbox.leadId, leadId));
    expect(await guideFor(leadId)).toHaveLength(0);

    // A new inquiry is answered (the acknowledgement is a reply, not commercial) and renews the implied consent.
    const second = await finalLead(email, { variant: "two-step", leadType: "cash" });
    const acknowledgement = await outboxOf(second, "lead_acknowledgement");
    expect(acknowledgement.map((r) => r.toAddress)).toEqual([email]);
    const renewed = (await ledgerOf(email)).slice(2);
    expect(renewed.map((e) => [e.purpose, e.action, e.form, e.expiresAt?.toISOString()])).toEqual([
      ["inquiry", "renewed", "lead-flow/two-step/cash", "2027-03-11T15:00:00.000Z"],
      ["sellers_guide", "renewed", "lead-flow/two-step/cash", "2027-03-11T15:00:00.000Z"],
    ]);
    expect(await consentBlockReason(t.db, { to: email, purpose: "sellers_guide", now: new Date() })).toBeNull();
    expect(await consentBlockReason(t.db, { to: email, purpose: "marketing", now: new Date() })).toBe(
      "no consent for marketing",
    );
  });

  it("the ticked marketing box gives express consent that outlasts 6 months, until the unsubscribe link withdraws it", async () => {
    setClock(T0);
    const email = uniqueEmail("express");
    const leadId = await finalLead(email, { marketingConsent: true });
    const marketing = (await ledgerOf(email)).filter((e) => e.purpose === "marketing");
    expect(marketing.map((e) => [e.action, e.basis, e.expiresAt])).toEqual([["given", "express", null]]);
    expect(await guideFor(leadId)).toHaveLength(1);

    setClock(SIX_MONTHS_AND_A_DAY);
    const first = marketingEmail(email);
    expect((await enqueueConsentedEmails(t.db, [first], new Date())).map((e) => e.subject)).toEqual([first.subject]);
    await drainOutbox();
    const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, first.subject));
    expect(sent?.status).toBe("sent");
    expect(peer.received.filter((m) => m.raw.includes(first.subject))).toHaveLength(1);
    // Written before the unsubscribe, delivered after it: the worker checks again and holds it back.
    const queued = marketingEmail(email);
    await enqueueConsentedEmails(t.db, [{ ...queued, leadId }], new Date());

    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    const unsubscribe = await t.app.inject({
      method: "POST",
      url: `/unsubscribe/${lead?.unsubscribeToken}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribe.statusCode).toBe(200);

    const withdrawn = (await ledgerOf(email)).filter((e) => e.action === "withdrawn");
    expect(withdrawn.map((e) => [e.purpose, e.channel, e.form, e.leadId])).toEqual([
      ["marketing", "email", "unsubscribe", leadId],
      ["sellers_guide", "email", "unsubscribe", leadId],
    ]);
    const suppressed = await t.db
      .select()
      .from(suppressions)
      .where(eq(suppressions.emailHash, emailHash(email) as string));
    expect(suppressed.map((s) => [s.reason, s.phoneHash])).toEqual([["unsubscribed", null]]);

    expect(await enqueueConsentedEmails(t.db, [marketingEmail(email)], new Date())).toEqual([]);
    expect(await consentBlockReason(t.db, { to: email, purpose: "marketing", now: new Date() })).toBe(
      "address suppressed",
    );

    await drainOutbox();
    const [held] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, queued.subject));
    expect([held?.status, held?.lastError]).toEqual(["failed", "Not sent: address suppressed"]);
    expect(peer.received.some((m) => m.raw.includes(queued.subject))).toBe(false);
  });

  it("a new lead with a suppressed e-mail or phone is created do-not-email and gets no e-mail", async () => {
    const email = uniqueEmail("suppressed");
    await t.db.insert(suppressions).values({ emailHash: emailHash(email), reason: "unsubscribed" });
    const id = await finalLead(email);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(lead?.doNotEmail).toBe(true);
    expect(await outboxOf(id, "lead_acknowledgement")).toEqual([]);

    await t.db.insert(suppressions).values({ phoneHash: phoneHash("(438) 555-0199"), reason: "erased" });
    const byPhone = await finalLead(uniqueEmail("fresh"), { phone: "438-555-0199" });
    const [phoneLead] = await t.db.select().from(leads).where(eq(leads.id, byPhone));
    expect(phoneLead?.doNotEmail).toBe(true);

    const clean = await finalLead(uniqueEmail("clean"), { phone: "(438) 555-0100" });
    const [cleanLead] = await t.db.select().from(leads).where(eq(leads.id, clean));
    expect(cleanLead?.doNotEmail).toBe(false);
  });

  it("an unticked or absent marketing box records no marketing consent; the questionnaire's e-mail step records its own", async () => {
    const email = uniqueEmail("unticked");
    await finalLead(email, { marketingConsent: false });
    expect((await ledgerOf(email)).map((e) => e.purpose)).toEqual(["inquiry", "sellers_guide"]);

    const q = uniqueEmail("questionnaire");
    const id = newLeadId();
    const res = await post("/api/leads/partial", {
      id,
      status: "Partial",
      topics: ["Pricing Strategy"],
      email: q,
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
      marketingConsent: true,
      locale: "fr-CA",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ledgerOf(q)).map((e) => [e.purpose, e.basis, e.form, e.locale])).toEqual([
      ["inquiry", "implied", "questionnaire", "fr-CA"],
      ["sellers_guide", "implied", "questionnaire", "fr-CA"],
      ["marketing", "express", "questionnaire", "fr-CA"],
    ]);
    expect((await post("/api/leads/partial", { id, marketingConsent: "yes" })).statusCode).toBe(400);
  });
});
