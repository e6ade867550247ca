import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it("every API route declares who may call it", () => {
  const apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith("/api"));
  expect(apiRoutes.length).toBeGreaterThan(5);
  const undeclared = apiRoutes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
  expect(undeclared).toEqual([]);
});

it("refuses to start with a route that declares no access", async () => {
  const { default: Fastify } = await import("fastify");
  const { accessPlugin } = await import("./access");
  const app = Fastify();
  await app.register(accessPlugin);
  expect(() => app.get("/api/forgotten", async () => "x")).toThrow("Route GET /api/forgotten declares no access");
  await app.close();
});
