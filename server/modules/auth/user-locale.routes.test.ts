import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";

// Decision 017: each signed-in user chooses the language of their own screens and e-mails.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: "PUT", url: "/api/user/locale", headers, payload: payload as object });
const storedLocale = async (id: number) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;

describe("PUT /api/user/locale", () => {
  it("saves a staff member's own language, and /api/user and sign-in return it", async () => {
    const agent = await createUser(t.db);
    const cookie = await signIn(t.app, agent.email);
    const before = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(before.json().locale).toBe("en-CA");

    const res = await put({ locale: "fr-CA" }, { ...sameOrigin, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: agent.id, email: agent.email, locale: "fr-CA" });
    expect(await storedLocale(agent.id)).toBe("fr-CA");

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json().locale).toBe("fr-CA");
    const again = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: sameOrigin,
      payload: { email: agent.email, password: "correct-horse-42" },
    });
    expect(again.json().locale).toBe("fr-CA");

    expect((await put({ locale: "en-CA" }, { ...sameOrigin, cookie })).json().locale).toBe("en-CA");
    expect(await storedLocale(agent.id)).toBe("en-CA");
  });

  it("lets a client change their own language, and only their own", async () => {
    const client = await createUser(t.db, { userType: "client" });
    const other = await createUser(t.db);
    const cookie = await signIn(t.app, client.email, undefined, "/api/client/login");
    const res = await put({ locale: "fr-CA" }, { ...sameOrigin, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: client.id, userType: "client", locale: "fr-CA" });
    expect(await storedLocale(client.id)).toBe("fr-CA");
    expect(await storedLocale(other.id)).toBe("en-CA");
  });

  it("refuses anyone not signed in with 401", async () => {
    const res = await put({ locale: "fr-CA" }, sameOrigin);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it("rejects an unknown language, a missing one and extra fields with 400, storing nothing", async () => {
    const agent = await createUser(t.db);
    const cookie = await signIn(t.app, agent.email);
    for (const payload of [{ locale: "fr" }, { locale: "de-DE" }, {}, { locale: "fr-CA", userId: 1 }, { locale: 7 }]) {
      const res = await put(payload, { ...sameOrigin, cookie });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const bad = await put({ locale: "de-DE" }, { ...sameOrigin, cookie });
    expect(bad.json().issues.map((i: { message: string }) => i.message)).toContain("Choose en-CA or fr-CA");
    expect(await storedLocale(agent.id)).toBe("en-CA");
  });

  it("refuses a cross-site request and a form post with 403 (CSRF)", async () => {
    const agent = await createUser(t.db);
    const cookie = await signIn(t.app, agent.email);
    const crossSite = await put({ locale: "fr-CA" }, { origin: "https://evil.example", cookie });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: "csrf_origin" });
    const form = await t.app.inject({
      method: "PUT",
      url: "/api/user/locale",
      headers: { ...sameOrigin, cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "locale=fr-CA",
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toMatchObject({ code: "csrf_content_type" });
    expect(await storedLocale(agent.id)).toBe("en-CA");
  });
});
