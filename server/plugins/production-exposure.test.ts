import { afterAll, beforeAll, expect, it } from "vitest";
import { seedGuides } from "../db/seed/guides";
import { buildTestApp, type TestApp } from "../test/build-test-app";
import { createUser, signIn } from "../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: "production" });
  await seedGuides(t.db);
});
afterAll(() => t.close());

it("serves /api/docs in production to staff only", async () => {
  const signedOut = await t.app.inject({ method: "GET", url: "/api/docs" });
  expect(signedOut.statusCode).toBe(401);
  expect(signedOut.json()).toEqual({
    message: "You need to sign in to do that.",
    code: "unauthorized",
    reason: "not_signed_in",
    params: {},
  });

  const client = await createUser(t.db, { userType: "client", role: null });
  const clientCookie = await signIn(t.app, client.email, undefined, "/api/client/login");
  expect((await t.app.inject({ method: "GET", url: "/api/docs", headers: { cookie: clientCookie } })).statusCode).toBe(
    403,
  );

  for (const url of ["/api/docs/json", "/api/docs/internal.json", "/api/docs/static/swagger-initializer.js"]) {
    expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
  }

  const agent = await createUser(t.db);
  const staffCookie = await signIn(t.app, agent.email);
  const res = await t.app.inject({ method: "GET", url: "/api/docs", headers: { cookie: staffCookie } });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain("swagger-ui");
  const doc = await t.app.inject({ method: "GET", url: "/api/docs/json", headers: { cookie: staffCookie } });
  expect(doc.json().openapi).toBe("3.1.0");
});

it("has no /api/debug/* route in production; the sample guide lives at /api/guides/demo", async () => {
  expect(t.app.routeTable.filter((r) => r.url.startsWith("/api/debug"))).toEqual([]);
  const res = await t.app.inject({ method: "GET", url: "/api/debug/guide" });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: "not_found" });
  const demo = await t.app.inject({ method: "GET", url: "/api/guides/demo" });
  expect(demo.statusCode).toBe(200);
  expect(demo.json().token).toBe("demo");
});
