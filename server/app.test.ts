import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./test/build-test-app";
import { testDriver } from "./test/test-database";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("app skeleton", () => {
  it("reports health and the database in use", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: testDriver, aiProvider: "builtin", runtime: process.version });
  });

  it("runs on the project's Node.js LTS, whatever the system Node is", () => {
    const wantedMajor = readFileSync(".node-version", "utf8").trim();
    expect(process.version).toMatch(new RegExp(`^v${wantedMajor}\\.`));
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      message: "No route for GET /api/nope",
      code: "not_found",
      reason: "no_route",
      params: { method: "GET", path: "/api/nope" },
    });
  });

  it("gives each refusal of the request itself its reason: an empty JSON body, a write that is not JSON", async () => {
    const headers = { origin: "http://portal.test" };
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { ...headers, "content-type": "application/json" },
      payload: "",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: "The request body is empty",
      code: "invalid_json",
      reason: "empty_json",
      params: {},
    });
    const form = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40b.test",
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toEqual({
      message: "Requests that change data must be sent as JSON.",
      code: "csrf_content_type",
      reason: "json_required",
      params: {},
    });
  });

  it("answers unknown API writes with a JSON 404 too, not the page shell", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/nope", payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("not_found");
  });

  it("serves the page shell for any non-API path (SPA fallback)", async () => {
    for (const url of ["/", "/auth", "/leads/lead_1_abc", "/no/such/page?x=1"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<!doctype html>");
    }
  });

  it("sends security headers with a CSP that allows only our own scripts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("refuses a malformed JSON body on every POST route with a 400 JSON error", async () => {
    const postRoutes = t.app.routeTable.filter((r) => r.method === "POST" && r.url.startsWith("/api/"));
    expect(postRoutes.length).toBeGreaterThan(0);
    // Mail providers' inbound webhooks check their credentials before the body is read (decision 051): a
    // caller without them learns nothing, not even that the body is broken.
    const authenticatesFirst = new Set(["/api/inbound/postmark", "/api/inbound/sendgrid"]);
    for (const route of postRoutes) {
      const url = route.url.replace(/:(\w+)/g, "x");
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", origin: "http://portal.test" },
        payload: '{"broken": ',
      });
      if (authenticatesFirst.has(url)) {
        expect(res.statusCode, url).toBe(401);
        expect(res.json().code, url).toBe("unauthorized");
        continue;
      }
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message: "The request body is not valid JSON",
        code: "invalid_json",
        reason: "invalid_json",
        params: {},
      });
    }
  });

  it("publishes the routes' schemas as OpenAPI beside the reference page at /api/docs", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    const res = await t.app.inject({ method: "GET", url: "/api/docs/internal.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/leads/partial"].post.requestBody).toBeDefined();
    expect(doc.paths["/api/leads/{id}"].get).toBeDefined();
  });

  it("serves the brokerage identity used by the footer", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/brokerage" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Maple Key Realty" });
  });
});
