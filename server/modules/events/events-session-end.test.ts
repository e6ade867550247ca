import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sessions } from "../../db/schema/index";
import { buildTestAppPair, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";

// Two processes on one database: streams are held by `a`, sessions end through `b`.
let a: TestApp;
let b: TestApp;
let base: string;
let admin: string;

beforeAll(async () => {
  [a, b] = await buildTestAppPair();
  const adminUser = await createUser(a.db, { role: "admin" });
  admin = await signIn(b.app, adminUser.email);
  await a.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
});
afterAll(() => a.close());

/** Opens the stream on process `a`; `ended()` turns true when the server ends it. */
async function openStream(cookie: string) {
  let status = 0;
  let endedAt: number | undefined;
  const req = httpRequest(`${base}/api/events`, { headers: { cookie } }, (res) => {
    status = res.statusCode ?? 0;
    res.on("data", () => {});
    res.on("end", () => {
      endedAt = Date.now();
    });
  });
  req.on("error", () => {});
  req.end();
  await expect.poll(() => status, { timeout: 2000 }).toBe(200);
  return { endedAt: () => endedAt, destroy: () => req.destroy() };
}

async function expectClosedWithin2s(stream: Awaited<ReturnType<typeof openStream>>, since: number) {
  await expect.poll(() => stream.endedAt(), { timeout: 2500, interval: 50 }).toBeDefined();
  expect((stream.endedAt() ?? Infinity) - since).toBeLessThan(2000);
}

it("closes a stream within 2 s of sign-out in another process", async () => {
  const agent = await createUser(a.db);
  const cookie = await signIn(b.app, agent.email);
  const stream = await openStream(cookie);
  const since = Date.now();
  expect(
    (await b.app.inject({ method: "POST", url: "/api/logout", headers: { ...sameOrigin, cookie }, payload: {} }))
      .statusCode,
  ).toBe(204);
  await expectClosedWithin2s(stream, since);
});

it("closes every stream of a user within 2 s of deactivation", async () => {
  const agent = await createUser(a.db);
  const first = await openStream(await signIn(b.app, agent.email));
  const second = await openStream(await signIn(a.app, agent.email));
  const since = Date.now();
  const res = await b.app.inject({
    method: "PATCH",
    url: `/api/admin/agents/${agent.id}`,
    headers: { ...sameOrigin, cookie: admin },
    payload: { isActive: false },
  });
  expect(res.statusCode).toBe(200);
  await expectClosedWithin2s(first, since);
  await expectClosedWithin2s(second, since);
});

it("closes a stream within 2 s of a password reset", async () => {
  const agent = await createUser(a.db);
  const stream = await openStream(await signIn(b.app, agent.email));
  const since = Date.now();
  const res = await b.app.inject({
    method: "POST",
    url: `/api/admin/agents/${agent.id}/reset-password`,
    headers: { ...sameOrigin, cookie: admin },
    payload: { password: "a-new-password-1" },
  });
  expect(res.statusCode).toBe(204);
  await expectClosedWithin2s(stream, since);
});

it("closes a stream when its session expires", async () => {
  const agent = await createUser(a.db);
  const cookie = await signIn(b.app, agent.email);
  const expiresAt = Date.now() + 1500;
  await a.db
    .update(sessions)
    .set({ expiresAt: new Date(expiresAt) })
    .where(eq(sessions.userId, agent.id));
  const stream = await openStream(cookie);
  await expectClosedWithin2s(stream, expiresAt);
});

it("keeps other users' streams open", async () => {
  const agent = await createUser(a.db);
  const other = await createUser(a.db);
  const kept = await openStream(await signIn(b.app, other.email));
  const cookie = await signIn(b.app, agent.email);
  await b.app.inject({ method: "POST", url: "/api/logout", headers: { ...sameOrigin, cookie }, payload: {} });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(kept.endedAt()).toBeUndefined();
  kept.destroy();
});
