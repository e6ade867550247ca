import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { sameOrigin } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_LEADS_PER_MINUTE: "5", RATE_LIMIT_GUIDES_PER_MINUTE: "2" });
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
  // The English for integrations, and what a screen words in its language: the specific code and the wait.
  const seconds = limited.json().params?.seconds;
  expect(limited.json()).toEqual({
    message: `Too many requests. Please try again in ${seconds} seconds.`,
    code: "rate_limited",
    reason: "too_many_requests",
    params: { seconds: expect.any(Number) },
  });
  expect(seconds).toBeGreaterThan(0);
});

it("rate limits guide generation per IP", async () => {
  const send = () =>
    t.app.inject({ method: "POST", url: "/api/sellers-guide/generate", headers: sameOrigin, payload: { topic: "x" } });
  // Unknown topic answers 400, but every attempt still counts against the limit.
  expect((await send()).statusCode).toBe(400);
  expect((await send()).statusCode).toBe(400);
  expect((await send()).statusCode).toBe(429);
});
