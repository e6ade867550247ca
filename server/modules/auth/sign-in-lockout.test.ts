import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index";
import { buildTestAppPair, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn, TEST_PASSWORD } from "../../test/factories";

// Decision 027: wrong passwords from an attacker lock unknown browsers out of an account, never the owner's
// usual browser (OWASP device cookie); an admin can unlock; lockouts and unlocks are audited. Two apps on
// one database stand for two processes.
let a: TestApp;
let b: TestApp;
let adminId: number;
let admin: string;

const ATTACKER = "203.0.113.66";
const OWNER = "198.51.100.7";
const LOCKED = {
  message: "Too many failed sign-in attempts. Please wait and try again.",
  code: "rate_limited",
  reason: "sign_in_locked",
  params: {},
};

beforeAll(async () => {
  [a, b] = await buildTestAppPair();
  const adminUser = await createUser(a.db, { role: "admin" });
  adminId = adminUser.id;
  admin = await signIn(b.app, adminUser.email);
});
afterAll(() => a.close());

function login(
  t: TestApp,
  email: string,
  password: string,
  { ip = OWNER, device, url = "/api/login" }: { ip?: string; device?: string; url?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: ip,
    headers: { ...sameOrigin, ...(device === undefined ? {} : { cookie: `sp_device=${device}` }) },
    payload: { email, password },
  });
}

/** Signs in from the owner's browser and returns the device cookie it was given. */
async function knownBrowser(t: TestApp, email: string, url = "/api/login"): Promise<string> {
  const res = await login(t, email, TEST_PASSWORD, { url });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === "sp_device");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api", maxAge: 180 * 24 * 60 * 60 });
  return cookie?.value ?? "";
}

async function lockOut(t: TestApp, email: string, url = "/api/login") {
  for (let i = 0; i < 10; i++)
    expect((await login(t, email, "wrong-password", { ip: ATTACKER, url })).statusCode).toBe(401);
}

const auditRows = (subject: string) =>
  a.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(auditLog.id);

describe("an attacker's wrong passwords", () => {
  it("lock a new browser out, while the owner's known browser still signs in with the right password", async () => {
    const owner = await createUser(a.db);
    const device = await knownBrowser(a, owner.email);
    await lockOut(b, owner.email);

    const attacker = await login(a, owner.email, TEST_PASSWORD, { ip: ATTACKER });
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual(LOCKED);
    expect(Number(attacker.headers["retry-after"])).toBeGreaterThan(800);
    // A browser that never signed in to the account, even at the owner's address, shares the lock.
    expect((await login(b, owner.email, TEST_PASSWORD)).statusCode).toBe(429);

    const known = await login(a, owner.email, TEST_PASSWORD, { device });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ id: owner.id, email: owner.email });
    expect(known.cookies.find((c) => c.name === "sp_session")?.value).toBeTruthy();
    // Its cookie is renewed at each sign-in and keeps working, in the other process too.
    const renewed = known.cookies.find((c) => c.name === "sp_device")?.value ?? "";
    expect((await login(b, owner.email, TEST_PASSWORD, { device: renewed })).statusCode).toBe(200);

    const rows = await auditRows(`user:${owner.id}`);
    expect(rows.map((r) => [r.action, r.actorId, r.actorEmail, r.ip, r.details])).toEqual([
      ["account.locked", null, null, ATTACKER, { scope: "account", failures: 10, minutes: 15 }],
    ]);
    expect(JSON.stringify(rows)).not.toContain(owner.email);
  });

  it("are not helped by a forged, altered, other-account or pre-reset device cookie", async () => {
    const owner = await createUser(a.db);
    const other = await createUser(a.db);
    const ownDevice = await knownBrowser(a, owner.email);
    const otherDevice = await knownBrowser(a, other.email);
    await lockOut(a, owner.email);

    const [, nonce, mac] = ownDevice.split(".");
    const forged = [
      `${owner.id}.${randomBytes(16).toString("base64url")}.${randomBytes(32).toString("base64url")}`,
      `${owner.id}.${nonce}.${randomBytes(32).toString("base64url")}`,
      `${other.id}.${nonce}.${mac}`,
      otherDevice,
      `${owner.id}.${otherDevice.split(".").slice(1).join(".")}`,
      "not-a-device-cookie",
      `${owner.id}.${nonce}.${mac}x`,
    ];
    for (const device of forged) {
      const res = await login(b, owner.email, TEST_PASSWORD, { device });
      expect(res.statusCode, device).toBe(429);
      expect(res.json()).toEqual(LOCKED);
    }
    // The other account's own cookie still serves it.
    expect((await login(a, other.email, TEST_PASSWORD, { device: otherDevice })).statusCode).toBe(200);

    // A password reset forgets the browsers that knew the old password.
    expect(
      (
        await b.app.inject({
          method: "POST",
          url: `/api/admin/agents/${owner.id}/reset-password`,
          headers: { ...sameOrigin, cookie: admin },
          payload: { password: "a-new-password-1" },
        })
      ).statusCode,
    ).toBe(204);
    expect((await login(a, owner.email, "a-new-password-1", { device: ownDevice })).statusCode).toBe(429);
  });

  it("from a known browser count against that browser alone", async () => {
    const owner = await createUser(a.db);
    const device = await knownBrowser(a, owner.email);
    for (let i = 0; i < 10; i++) {
      expect((await login(i % 2 ? a : b, owner.email, "wrong-password", { device })).statusCode).toBe(401);
    }
    expect((await login(a, owner.email, TEST_PASSWORD, { device })).statusCode).toBe(429);
    // The account's shared allowance is untouched: another browser signs in.
    expect((await login(b, owner.email, TEST_PASSWORD, { ip: "192.0.2.40" })).statusCode).toBe(200);
    const rows = await auditRows(`user:${owner.id}`);
    expect(rows.map((r) => [r.action, r.ip, r.details])).toEqual([
      ["account.locked", OWNER, { scope: "known_browser", failures: 10, minutes: 15 }],
    ]);
  });
});

describe("unlocking an account", () => {
  const unlock = (t: TestApp, id: number, cookie: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/users/${id}/unlock`,
      headers: { ...sameOrigin, cookie },
      payload: {},
    });

  it("lets the account sign in again at once, from any browser and process, and is audited", async () => {
    const owner = await createUser(a.db);
    const device = await knownBrowser(a, owner.email);
    for (let i = 0; i < 3; i++) await login(a, owner.email, "wrong-password", { device });
    await lockOut(a, owner.email);
    expect((await login(a, owner.email, TEST_PASSWORD)).statusCode).toBe(429);

    const res = await unlock(b, owner.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wasLocked: true, clearedFailures: 13 });
    expect((await login(a, owner.email, TEST_PASSWORD, { ip: ATTACKER })).statusCode).toBe(200);

    const [row] = await a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `user:${owner.id}`), eq(auditLog.action, "account.unlocked")));
    expect(row).toMatchObject({
      actorId: adminId,
      action: "account.unlocked",
      details: { wasLocked: true, clearedFailures: 13 },
    });
    // Unlocking an account that is not locked changes nothing and says so.
    expect((await unlock(a, owner.id, admin)).json()).toEqual({ wasLocked: false, clearedFailures: 0 });
  });

  it("unlocks a client account too", async () => {
    const client = await createUser(a.db, { userType: "client" });
    await lockOut(a, client.email, "/api/client/login");
    expect((await login(a, client.email, TEST_PASSWORD, { url: "/api/client/login" })).statusCode).toBe(429);
    expect((await unlock(a, client.id, admin)).json()).toEqual({ wasLocked: true, clearedFailures: 10 });
    expect((await login(a, client.email, TEST_PASSWORD, { url: "/api/client/login" })).statusCode).toBe(200);
  });

  it("is refused to managers and agents (403), and answers 404 for an unknown account", async () => {
    const owner = await createUser(a.db);
    await lockOut(a, owner.email);
    for (const role of ["manager", "agent"] as const) {
      const cookie = await signIn(a.app, (await createUser(a.db, { role })).email);
      const res = await unlock(a, owner.id, cookie);
      expect(res.statusCode).toBe(403);
    }
    expect((await login(a, owner.email, TEST_PASSWORD)).statusCode).toBe(429);
    const missing = await unlock(a, 2_000_000_000, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: "User not found",
      code: "not_found",
      reason: "user_not_found",
      params: {},
    });
    expect((await unlock(a, owner.id, "")).statusCode).toBe(401);
    const extra = await a.app.inject({
      method: "POST",
      url: `/api/admin/users/${owner.id}/unlock`,
      headers: { ...sameOrigin, cookie: admin },
      payload: { force: true },
    });
    expect(extra.statusCode).toBe(400);
  });
});
