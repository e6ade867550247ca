import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index";
import { DEMO_PASSWORD, seedDemoUsers } from "../../db/seed/demo-users";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn, TEST_PASSWORD } from "../../test/factories";
import { hashToken } from "./sessions.repository";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoUsers(t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, headers: { ...sameOrigin, ...headers }, payload: payload as object });

const NEUTRAL = {
  message: "Invalid email or password.",
  code: "invalid_credentials",
  reason: "invalid_credentials",
  params: {},
};

describe("sign-in", () => {
  it.each([
    ["admin@demo.test", "/api/login", "/api/client/login", "admin"],
    ["manager@demo.test", "/api/login", "/api/client/login", "manager"],
    ["agent@demo.test", "/api/login", "/api/client/login", "agent"],
    ["client@demo.test", "/api/client/login", "/api/login", null],
  ])("%s signs in on %s and is refused on %s", async (email, right, wrong, role) => {
    const ok = await post(right, { email, password: DEMO_PASSWORD, userType: role ? "agent" : "client" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email, role, userType: role ? "agent" : "client" });
    expect(ok.json()).not.toHaveProperty("passwordHash");

    const refused = await post(wrong, { email, password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(NEUTRAL);
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const wrong = await post("/api/login", { email: "agent@demo.test", password: "not-the-password" });
    const unknown = await post("/api/login", { email: "nobody@demo.test", password: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(NEUTRAL);
    expect(unknown.json()).toEqual(NEUTRAL);
  });

  it("matches the e-mail case-insensitively", async () => {
    const res = await post("/api/login", { email: "Agent@Demo.TEST", password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it("validates the body with the spec's messages", async () => {
    const res = await post("/api/login", { email: "not-an-email", password: "123" });
    expect(res.statusCode).toBe(400);
    const messages = res.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toContain("Invalid email address");
    expect(messages).toContain("Password must be at least 6 characters");
  });

  it("sets an HttpOnly, SameSite=Lax session cookie and stores only its hash", async () => {
    const res = await post("/api/login", { email: "agent@demo.test", password: DEMO_PASSWORD });
    const cookie = res.cookies.find((c) => c.name === "sp_session");
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie?.value ?? "")));
    expect(stored).toHaveLength(1);
    const raw = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, cookie?.value ?? ""));
    expect(raw).toHaveLength(0);
  });
});

describe("sessions", () => {
  it("GET /api/user returns the user, then 401 after logout, and the old cookie stays dead", async () => {
    const cookie = await signIn(t.app, "agent@demo.test", DEMO_PASSWORD);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: "agent@demo.test", firstName: "Priya" });

    const out = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { ...sameOrigin, cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("unauthorized");
  });

  it("GET /api/user without a cookie is 401", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(res.statusCode).toBe(401);
  });

  it("rotates the token at a new sign-in: the previous cookie stops working", async () => {
    const first = await signIn(t.app, "manager@demo.test", DEMO_PASSWORD);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { ...sameOrigin, cookie: first },
      payload: { email: "manager@demo.test", password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const second = `sp_session=${res.cookies.find((c) => c.name === "sp_session")?.value}`;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: second } })).statusCode).toBe(200);
  });

  it("ends a deactivated user's sessions at once", async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
    expect((await post("/api/login", { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it("expires a session idle for more than 8 hours", async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 60 * 60 * 1000 - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
  });

  it("expires a session past its 30-day lifetime even when active", async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
  });
});

describe("brute force", () => {
  it("answers 429 with Retry-After after 10 failed sign-ins for one IP and e-mail", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 10; i++) {
      expect((await post("/api/login", { email: user.email, password: "wrong-password" })).statusCode).toBe(401);
    }
    const blocked = await post("/api/login", { email: user.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe("rate_limited");
    // Another account from the same IP is not locked out by it.
    const other = await createUser(t.db);
    expect((await post("/api/login", { email: other.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe("CSRF", () => {
  it("refuses a text/plain POST with 403", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { ...sameOrigin, "content-type": "text/plain" },
      payload: JSON.stringify({ email: "agent@demo.test", password: DEMO_PASSWORD }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("csrf_content_type");
  });

  it("refuses a form-encoded POST with 403", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a=1",
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses a POST from a foreign Origin with 403", async () => {
    const res = await post(
      "/api/login",
      { email: "agent@demo.test", password: DEMO_PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("csrf_origin");
    expect(res.json()).toMatchObject({
      message: "Cross-site requests are not allowed.",
      reason: "cross_site",
      params: {},
    });
  });

  it("refuses a cross-site Sec-Fetch-Site without Origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("register", () => {
  it("is refused for a signed-out caller and for a non-admin once users exist, allowed for an admin", async () => {
    const payload = { email: "new.agent@demo.test", password: "secret123", firstName: "New", lastName: "Agent" };
    const anon = await post("/api/register", payload);
    expect(anon.statusCode).toBe(401);

    for (const email of ["agent@demo.test", "manager@demo.test"]) {
      const cookie = await signIn(t.app, email, DEMO_PASSWORD);
      const res = await post("/api/register", payload, { cookie });
      expect(res.statusCode, email).toBe(403);
      expect(res.json(), email).toMatchObject({
        message: "Only an admin can add users.",
        reason: "admin_adds_users",
        params: {},
      });
    }
    const client = await signIn(t.app, "client@demo.test", DEMO_PASSWORD, "/api/client/login");
    expect((await post("/api/register", payload, { cookie: client })).statusCode).toBe(403);

    const admin = await signIn(t.app, "admin@demo.test", DEMO_PASSWORD);
    const created = await post("/api/register", { ...payload, role: "manager" }, { cookie: admin });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: "new.agent@demo.test", role: "manager", userType: "agent" });
    // The admin stays signed in as themself.
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin } });
    expect(me.json().email).toBe("admin@demo.test");
    // The new user can sign in.
    expect((await post("/api/login", { email: payload.email, password: payload.password })).statusCode).toBe(200);

    const again = await post("/api/register", payload, { cookie: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "A user with this email already exists.",
      code: "email_taken",
      reason: "email_taken",
      params: {},
    });
  });
});

describe("secrets never leak", () => {
  it("no password, hash or session token appears in any response body or log line", async () => {
    const email = "leakcheck@demo.test";
    const password = "leak-check-Password-991";
    const admin = await signIn(t.app, "admin@demo.test", DEMO_PASSWORD);
    const bodies: string[] = [];
    const created = await post(
      "/api/register",
      { email, password, firstName: "Leak", lastName: "Check" },
      { cookie: admin },
    );
    bodies.push(created.body);
    const login = await post("/api/login", { email, password });
    bodies.push(login.body);
    const token = login.cookies.find((c) => c.name === "sp_session")?.value ?? "missing";
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: `sp_session=${token}` } });
    bodies.push(me.body);
    bodies.push((await post("/api/login", { email, password: `${password}-wrong` })).body);

    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const secrets = [password, row?.passwordHash ?? "missing-hash", token, hashToken(token)];
    const logs = t.logs();
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      for (const body of bodies) expect(body).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain("passwordHash");
  });
});
