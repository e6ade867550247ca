import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../../db/schema/index";
import { buildTestAppPair, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";

// Two processes on one database: the wrong keys one sees count in the other.
let first: TestApp;
let second: TestApp;
let key: string;
let revokedKey: string;
beforeAll(async () => {
  [first, second] = await buildTestAppPair();
  const admin = await createUser(first.db, { role: "admin" });
  const cookie = await signIn(first.app, admin.email);
  const create = async (name: string) => {
    const res = await first.app.inject({
      method: "POST",
      url: "/api/admin/api-keys",
      headers: { ...sameOrigin, cookie },
      payload: { name, scopes: ["leads:read"] },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; key: string };
  };
  key = (await create("Dialer")).key;
  const revoked = await create("Old dialer");
  revokedKey = revoked.key;
  const revoke = await first.app.inject({
    method: "POST",
    url: `/api/admin/api-keys/${revoked.id}/revoke`,
    headers: { ...sameOrigin, cookie },
    payload: {},
  });
  expect(revoke.statusCode).toBe(200);
});
afterAll(() => first.close());

const wrongKey = () => `spk_${randomBytes(32).toString("base64url")}`;
const call = (app: TestApp, presented: string | undefined, remoteAddress: string) =>
  app.app.inject({
    method: "GET",
    url: "/api/v1/leads",
    remoteAddress,
    headers: presented === undefined ? {} : { authorization: `Bearer ${presented}` },
  });
const unauthorized = {
  message: "A valid API key is required: send it as Authorization: Bearer <key>.",
  code: "unauthorized",
  reason: "api_key_required",
  params: {},
};

describe("guessing API keys", () => {
  it("30 wrong keys from one address, on either process, get 429 with Retry-After on the next attempt", async () => {
    const guesser = "203.0.113.7";
    const guesses: string[] = [];
    for (let i = 0; i < 30; i++) {
      guesses.push(wrongKey());
      const res = await call(i % 2 ? first : second, guesses[i], guesser);
      expect(res.statusCode, `guess ${i + 1}`).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }

    const next = await call(first, wrongKey(), guesser);
    expect(next.statusCode).toBe(429);
    const wait = Number(next.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(next.json()).toEqual({
      message: `Too many wrong API keys from this address. Please try again in ${wait} seconds.`,
      code: "rate_limited",
      reason: "too_many_wrong_keys",
      params: { seconds: wait },
    });
    // Every call from that address waits, a right key included: the answer tells no right guess apart.
    for (const app of [first, second]) {
      const right = await call(app, key, guesser);
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another address keeps its access.
    const elsewhere = await call(second, key, "198.51.100.20");
    expect(elsewhere.statusCode).toBe(200);
    expect(Array.isArray(elsewhere.json())).toBe(true);

    // The shared counters hold hashes, never a presented key.
    const counters = JSON.stringify(await first.db.select().from(rateLimitCounters));
    for (const guess of guesses) expect(counters).not.toContain(guess);
  });

  it("counts a wrong key once however often it is sent: a revoked key retried does not lock its address", async () => {
    const integration = "198.51.100.30";
    for (let i = 0; i < 40; i++) {
      const res = await call(i % 2 ? first : second, revokedKey, integration);
      expect(res.statusCode, `retry ${i + 1}`).toBe(401);
    }
    expect((await call(first, key, integration)).statusCode).toBe(200);
    // A request without a key guesses nothing.
    for (let i = 0; i < 35; i++) expect((await call(second, undefined, integration)).statusCode).toBe(401);
    expect((await call(second, key, integration)).statusCode).toBe(200);
  });
});
