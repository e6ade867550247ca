import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The sitemap's entries: server/modules/guides/guides.routes.test.ts.
it("robots.txt keeps crawlers out of the API, every staff screen of the route table and the personal guide pages", async () => {
  const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(res.body).toBe(
    [
      "User-agent: *",
      "Disallow: /api/",
      "Disallow: /sellers-guide/",
      "Disallow: /fr/sellers-guide/",
      "Disallow: /auth",
      "Disallow: /dashboard",
      "Disallow: /leads/",
      "Disallow: /admin",
      "Disallow: /clients",
      "Disallow: /inbox",
      "Disallow: /pipeline",
      "Disallow: /calendar-feed",
      "Disallow: /notifications",
      "Disallow: /image-test",
      "Disallow: /guide-admin",
      "Allow: /",
      "Sitemap: http://portal.test/sitemap.xml",
      "",
    ].join("\n"),
  );
});
