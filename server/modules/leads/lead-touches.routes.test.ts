import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSION } from "../../../contract/leads";
import { leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

// First and last touch on a lead (issue 43): the campaign a seller first came by and the latest one, both
// kept; nothing public ever overwrites a campaign with "direct".
let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  staffCookie = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);
});
afterAll(() => t.close());

const secret = () => randomBytes(16).toString("base64url");
const save = (url: "/api/leads/partial" | "/api/leads", payload: object) =>
  t.app.inject({ method: "POST", url, headers: sameOrigin, payload });
const row = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];
const story = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/leads/${id}/story`, headers: { cookie: staffCookie } })).json();

describe("a lead's first and last touch", () => {
  it("keeps the first campaign and the latest one, through the fast progress save and the final save", async () => {
    const id = newLeadId();
    const leadSecret = secret();
    const fall = { source: "facebook", campaign: "fall" };
    expect(
      (await save("/api/leads/partial", { id, leadSecret, source: "facebook", utm: fall, lastTouch: fall })).statusCode,
    ).toBe(200);
    // The seller comes back by a newsletter: the first touch stays, the last is the newsletter's.
    const winter = { source: "newsletter", medium: "email", campaign: "winter" };
    await save("/api/leads/partial", { id, leadSecret, source: "newsletter", utm: winter, lastTouch: winter });
    expect(await row(id)).toMatchObject({ source: "facebook", utm: fall, lastTouch: winter });
    // A plain arrival afterwards ("direct"): nothing changes.
    const final = await save("/api/leads", {
      id,
      leadSecret,
      name: "Touch Seller",
      email: "touch.seller@example.com",
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
      source: "direct",
      lastTouch: { source: "direct" },
    });
    expect(final.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ source: "facebook", utm: fall, lastTouch: winter });
    expect((await story(id)).attribution).toMatchObject({
      source: "facebook",
      campaign: "fall",
      lastTouch: { source: "newsletter", medium: "email", campaign: "winter", referrer: null },
    });
  });

  it("lets a campaign seen after a plain first save name the source, on both save paths", async () => {
    for (const url of ["/api/leads/partial", "/api/leads"] as const) {
      const id = newLeadId();
      const leadSecret = secret();
      await save("/api/leads/partial", { id, leadSecret, source: "direct" });
      const fall = { source: "facebook", campaign: "fall" };
      const body = { id, leadSecret, source: "facebook", utm: fall, lastTouch: fall };
      const res = await save(
        url,
        url === "/api/leads" ? { ...body, name: "Later Seller", email: "later@example.com", consent: true } : body,
      );
      expect(res.statusCode, url).toBe(200);
      expect(await row(id), url).toMatchObject({ source: "facebook", utm: fall, lastTouch: fall });
    }
  });

  it("refuses a last touch it cannot keep with 400", async () => {
    const res = await save("/api/leads/partial", {
      id: newLeadId(),
      leadSecret: secret(),
      lastTouch: { campaign: "x".repeat(101) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain("body.lastTouch.campaign");
  });
});
