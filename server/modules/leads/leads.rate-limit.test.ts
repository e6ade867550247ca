import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { sameOrigin } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_LEADS_PER_MINUTE: "5" });
});
afterAll(() => t.close());

it("rate limits public lead calls per IP with 429 and Retry-After", async () => {
  const send = () =>
    t.app.inject({ method: "POST", url: "/api/leads/partial", headers: sameOrigin, payload: { topics: ["x"] } });
  for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
  const limited = await send();
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe("rate_limited");
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
});
