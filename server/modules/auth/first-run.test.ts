import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { sameOrigin } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("first-run setup", () => {
  it("offers, then closes, open registration of the first admin", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/setup-status" })).json()).toEqual({
      needsFirstAdmin: true,
      demo: false,
    });

    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: sameOrigin,
      // Asking for a lesser role still makes the first user an admin.
      payload: {
        email: "owner@brokerage.test",
        password: "first-admin-1",
        firstName: "Olive",
        lastName: "Owner",
        role: "agent",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: "admin", email: "owner@brokerage.test" });
    const cookie = res.cookies.find((c) => c.name === "sp_session");
    expect(cookie).toBeDefined();
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: `sp_session=${cookie?.value}` },
    });
    expect(me.json().email).toBe("owner@brokerage.test");

    expect((await t.app.inject({ method: "GET", url: "/api/setup-status" })).json()).toEqual({
      needsFirstAdmin: false,
      demo: false,
    });
    const second = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: sameOrigin,
      payload: { email: "intruder@brokerage.test", password: "intruder-1", firstName: "In", lastName: "Truder" },
    });
    expect(second.statusCode).toBe(401);
  });
});
