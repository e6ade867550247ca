import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { sameOrigin } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_LEADS_PER_MINUTE: "3" });
});
afterAll(() => t.close());

it("rate limits the public estimate per IP like the other public routes, with 429 and Retry-After", async () => {
  const send = () =>
    t.app.inject({
      method: "POST",
      url: "/api/home-value/estimate",
      headers: sameOrigin,
      payload: { street: "1 Elm Street", city: "Ottawa", province: "ON", postalCode: "K1S 1A1" },
    });
  // No sold homes yet: an answer without a number, counted all the same.
  for (let i = 0; i < 3; i++) expect((await send()).json()).toMatchObject({ estimate: null, reason: "area-unknown" });
  const limited = await send();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ code: "rate_limited", reason: "too_many_requests" });
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
});

it("rate limits the funnel's one save like the public lead save", async () => {
  const send = () =>
    t.app.inject({ method: "POST", url: "/api/home-value/lead", headers: sameOrigin, payload: { request: {} } });
  // Refused bodies count all the same.
  for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(400);
  const limited = await send();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ code: "rate_limited", reason: "too_many_requests" });
});
