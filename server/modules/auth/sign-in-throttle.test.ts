import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Each failed sign-in runs one scrypt on purpose; 30 of them take a while on a busy machine.
const SPRAY_TIMEOUT_MS = 90_000;

import { buildTestApp, buildTestAppPair, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, TEST_PASSWORD, uniqueEmail } from "../../test/factories";

const login = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/login",
    headers: { ...sameOrigin, ...headers },
    payload: { email, password },
  });

describe("production without TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: "production", RATE_LIMIT_LEADS_PER_MINUTE: "3" });
  });
  afterAll(() => t.close());

  it("ignores X-Forwarded-For: the 11th wrong password for one account is 429 however the header varies", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 10; i++) {
      const res = await login(t, user.email, "wrong-password", { "x-forwarded-for": `198.51.100.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(t, user.email, "wrong-password", { "x-forwarded-for": "198.51.100.99" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(900);
    // Even the right password waits: the account is throttled, not the pair.
    expect((await login(t, user.email, TEST_PASSWORD, { "x-forwarded-for": "198.51.100.100" })).statusCode).toBe(429);
  });

  it("ignores X-Forwarded-For for the public lead limit", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/leads/partial",
        headers: { ...sameOrigin, "x-forwarded-for": `203.0.113.${i + 1}` },
        payload: { id: newLeadId(), topics: ["x"] },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe("production with TRUST_PROXY=1", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: "production", TRUST_PROXY: "1", RATE_LIMIT_LEADS_PER_MINUTE: "3" });
  });
  afterAll(() => t.close());

  it("applies the limits to the forwarded address", async () => {
    const save = (ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/leads/partial",
        headers: { ...sameOrigin, "x-forwarded-for": ip },
        payload: { id: newLeadId(), topics: ["x"] },
      });
    for (let i = 0; i < 3; i++) expect((await save("203.0.113.7")).statusCode).toBe(200);
    expect((await save("203.0.113.7")).statusCode).toBe(429);
    // Another forwarded client has its own budget.
    expect((await save("203.0.113.8")).statusCode).toBe(200);
  });

  it(
    "counts a password spray per forwarded address",
    async () => {
      for (let i = 0; i < 30; i++) {
        expect(
          (await login(t, uniqueEmail("spray"), "wrong-password", { "x-forwarded-for": "192.0.2.10" })).statusCode,
        ).toBe(401);
      }
      expect(
        (await login(t, uniqueEmail("spray"), "wrong-password", { "x-forwarded-for": "192.0.2.10" })).statusCode,
      ).toBe(429);
      expect(
        (await login(t, uniqueEmail("spray"), "wrong-password", { "x-forwarded-for": "192.0.2.11" })).statusCode,
      ).toBe(401);
    },
    SPRAY_TIMEOUT_MS,
  );
});

describe("password spraying", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it(
    "refuses one IP after failures on 30 accounts in 15 minutes, even with a right password",
    async () => {
      const accounts = await Promise.all(Array.from({ length: 31 }, () => createUser(t.db)));
      for (const account of accounts.slice(0, 30)) {
        expect((await login(t, account.email, "wrong-password")).statusCode).toBe(401);
      }
      const blocked = await login(t, accounts[30]?.email ?? "", TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: "Too many failed sign-in attempts. Please wait and try again.",
        code: "rate_limited",
        reason: "sign_in_locked",
        params: {},
      });
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    },
    SPRAY_TIMEOUT_MS,
  );

  it("keeps no e-mail address in the throttle table", async () => {
    const email = uniqueEmail("private");
    await login(t, email, "wrong-password");
    const rows = await t.database.query<Record<string, unknown>>(
      { name: "throttle_dump", text: "select * from sign_in_failures" },
      [],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(email);
  });
});

describe("two processes on one database", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await buildTestAppPair({ RATE_LIMIT_LEADS_PER_MINUTE: "4" });
  });
  afterAll(() => a.close());

  it("share the per-account sign-in limit", async () => {
    const user = await createUser(a.db);
    for (let i = 0; i < 10; i++) {
      expect((await login(i % 2 ? a : b, user.email, "wrong-password")).statusCode).toBe(401);
    }
    expect((await login(a, user.email, "wrong-password")).statusCode).toBe(429);
    expect((await login(b, user.email, "wrong-password")).statusCode).toBe(429);
  });

  it("share the public lead limit", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? a : b).app.inject({
        method: "POST",
        url: "/api/leads/partial",
        headers: sameOrigin,
        payload: { id: newLeadId(), topics: ["x"] },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
