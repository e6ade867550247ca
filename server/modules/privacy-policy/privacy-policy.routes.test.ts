import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSION } from "../../../contract/leads";
import { consentEvents, settings } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn, uniqueEmail } from "../../test/factories";
import { emailHash } from "../privacy/person-hash";

let t: TestApp;
let adminCookie: string;
let managerCookie: string;
let agentCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(settings).values({
    key: "brokerage",
    value: {
      name: "Maple Key Realty",
      address: "100 King St W, Toronto",
      phone: "416-555-0100",
      email: "privacy@maplekey.test",
    },
  });
  adminCookie = await signIn(t.app, (await createUser(t.db, { role: "admin" })).email);
  managerCookie = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
  agentCookie = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT", url: string, cookie = "", payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

describe("privacy policy", () => {
  it("serves the default policy in both languages, naming the person in charge, the contact and the storage used", async () => {
    const en = await call("GET", "/api/privacy-policy");
    expect(en.statusCode).toBe(200);
    // Dated: the default text's own date until an admin writes their own (issue 43).
    expect(en.json()).toMatchObject({ locale: "en-CA", version: 1, updatedAt: "2026-12-02T00:00:00.000Z" });
    const enHtml: string = en.json().html;
    expect(enHtml).toContain("<h2>Person in charge of personal information</h2>");
    expect(enHtml).toContain(
      "the person in charge of the protection of personal information at Maple Key Realty is its broker of record",
    );
    expect(enHtml).toContain("privacy@maplekey.test · 416-555-0100 · 100 King St W, Toronto");
    for (const name of [
      "locale",
      "sp_session",
      "session-id",
      "session-secret",
      "lead-attribution",
      "lead-attribution-last",
      "visitor-record",
      "flow-draft",
      "questionnaire-typed",
      "reader-step",
    ]) {
      expect(enHtml).toContain(`<strong>${name}</strong>`);
    }
    expect(enHtml).toContain("We use no analytics, advertising or tracking cookie.");

    const fr = await call("GET", "/api/privacy-policy?locale=fr-CA");
    expect(fr.json().locale).toBe("fr-CA");
    expect(fr.json().html).toContain("<h2>Responsable de la protection des renseignements personnels</h2>");
    expect(fr.json().html).toContain("Nous n'utilisons aucun témoin d'analyse, de publicité ni de suivi.");
    expect((await call("GET", "/api/privacy-policy?locale=de-DE")).statusCode).toBe(400);
  });

  it("an admin's edit is sanitised, becomes the next version, and later consents record it", async () => {
    const saved = await call("PUT", "/api/admin/privacy-policy", adminCookie, {
      "en-CA": '<h2>Our policy</h2><p onclick="x()">Jane Roy is in charge.</p><script>alert(1)</script>',
      "fr-CA": "<h2>Notre politique</h2><p>Jane Roy en est responsable.</p>",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      "en-CA": "<h2>Our policy</h2><p>Jane Roy is in charge.</p>",
      "fr-CA": "<h2>Notre politique</h2><p>Jane Roy en est responsable.</p>",
      version: 2,
    });
    expect((await call("GET", "/api/privacy-policy")).json()).toMatchObject({
      html: "<h2>Our policy</h2><p>Jane Roy is in charge.</p>",
      version: 2,
    });

    const email = uniqueEmail("policy");
    const lead = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: sameOrigin,
      payload: {
        id: newLeadId(),
        leadSecret: randomBytes(16).toString("base64url"),
        leadType: "cash",
        name: "Policy Reader",
        email,
        phone: "416-555-0177",
        consent: true,
        consentTextVersion: CONSENT_TEXT_VERSION,
      },
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const events = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.emailHash, emailHash(email) as string));
    expect(events.map((e) => e.textVersion)).toEqual([
      `${CONSENT_TEXT_VERSION}+privacy-v2`,
      `${CONSENT_TEXT_VERSION}+privacy-v2`,
    ]);
  });

  it("refuses an empty policy, or one with nothing allowed left, with 400", async () => {
    for (const [body, path] of [
      [{ "en-CA": "", "fr-CA": "<p>x</p>" }, "body.en-CA"],
      [{ "en-CA": "<p>x</p>" }, "body.fr-CA"],
      [{ "en-CA": "<script>alert(1)</script>", "fr-CA": "<p>x</p>" }, "body.en-CA"],
      [{ "en-CA": "<p>x</p>", "fr-CA": 5 }, "body.fr-CA"],
    ] as const) {
      const res = await call("PUT", "/api/admin/privacy-policy", adminCookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await call("GET", "/api/admin/privacy-policy", adminCookie)).json().version).toBe(2);
    const scriptsOnly = await call("PUT", "/api/admin/privacy-policy", adminCookie, {
      "en-CA": "<script>alert(1)</script>",
      "fr-CA": "<p>x</p>",
    });
    expect(scriptsOnly.json()).toMatchObject({
      message: "The policy has no allowed content",
      reason: "policy_empty",
      params: {},
    });
  });

  it("editing is for admins only: 401 signed out, 403 for managers and agents", async () => {
    const body = { "en-CA": "<p>x</p>", "fr-CA": "<p>x</p>" };
    for (const [method, payload] of [
      ["GET", undefined],
      ["PUT", body],
    ] as const) {
      expect((await call(method, "/api/admin/privacy-policy", "", payload)).statusCode).toBe(401);
      expect((await call(method, "/api/admin/privacy-policy", managerCookie, payload)).statusCode).toBe(403);
      expect((await call(method, "/api/admin/privacy-policy", agentCookie, payload)).statusCode).toBe(403);
    }
  });
});
