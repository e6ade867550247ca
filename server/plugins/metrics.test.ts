import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app";

const METRICS_TOKEN = "metrics-token-0123456789";
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("GET /metrics", () => {
  it("answers 404 in production when METRICS_TOKEN is not set", async () => {
    t = await buildTestApp({ NODE_ENV: "production" });
    for (const headers of [{}, { authorization: "Bearer anything-at-all-0123" }]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: "No route for GET /metrics",
        code: "not_found",
        reason: "no_route",
        params: { method: "GET", path: "/metrics" },
      });
    }
    expect((await t.app.inject({ method: "HEAD", url: "/metrics" })).statusCode).toBe(404);
  });

  it("needs the token in production when METRICS_TOKEN is set", async () => {
    t = await buildTestApp({ NODE_ENV: "production", METRICS_TOKEN });
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      message: "A valid metrics token is required.",
      code: "unauthorized",
      reason: "metrics_token_required",
      params: {},
    });
    const res = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("# TYPE leads_captured_total counter");
  });

  it("stays open in development and tests without a token", async () => {
    for (const NODE_ENV of ["development", "test"]) {
      t = await buildTestApp({ NODE_ENV });
      const res = await t.app.inject({ method: "GET", url: "/metrics" });
      expect(res.statusCode, NODE_ENV).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain/);
      expect(res.body).toContain("# TYPE outbox_pending gauge");
      await t.close();
      t = undefined;
    }
  });
});
