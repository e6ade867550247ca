import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn, TEST_PASSWORD } from "../../test/factories";

// Decision 027: deactivation, a password reset and a role change end every credential of the account: its
// sessions, its live streams and its calendar feed URL.
let t: TestApp;
let admin: string;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, (await createUser(t.db, { role: "admin" })).email);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, cookie }, payload });
const feedGet = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });

/** A signed-in agent with one open reminder and a live feed URL that lists it. */
async function agentWithFeed() {
  const agent = await createUser(t.db);
  const cookie = await signIn(t.app, agent.email);
  const lead = await createLead(t.db, { fullName: "Morgan Leblanc" });
  expect(
    (
      await call("POST", "/api/reminders", cookie, {
        leadId: lead.id,
        title: "Call back",
        dueDate: "2026-12-01T15:00:00Z",
      })
    ).statusCode,
  ).toBe(201);
  const feedUrl: string = (await call("POST", "/api/calendar-feed", cookie, {})).json().url;
  const before = await feedGet(feedUrl);
  expect(before.statusCode).toBe(200);
  expect(before.body).toContain("Morgan Leblanc");
  return { agent, cookie, feedUrl };
}

const gone = { message: "Unknown calendar feed", code: "not_found", reason: "calendar_feed_unknown", params: {} };

describe("the calendar feed ends with the account's access", () => {
  it("answers 404 after deactivation, stays dead after reactivation, and a new feed must be made", async () => {
    const { agent, cookie, feedUrl } = await agentWithFeed();
    expect((await call("PATCH", `/api/admin/agents/${agent.id}`, admin, { isActive: false })).statusCode).toBe(200);
    const after = await feedGet(feedUrl);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual(gone);
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);

    expect((await call("PATCH", `/api/admin/agents/${agent.id}`, admin, { isActive: true })).statusCode).toBe(200);
    expect((await feedGet(feedUrl)).statusCode).toBe(404);
    const again = await signIn(t.app, agent.email);
    expect((await call("GET", "/api/calendar-feed", again)).json()).toEqual({ active: false, createdAt: null });
    const fresh: string = (await call("POST", "/api/calendar-feed", again, {})).json().url;
    expect(fresh).not.toBe(feedUrl);
    expect((await feedGet(fresh)).statusCode).toBe(200);
  });

  it("answers 404 after a password reset", async () => {
    const { agent, cookie, feedUrl } = await agentWithFeed();
    expect(
      (await call("POST", `/api/admin/agents/${agent.id}/reset-password`, admin, { password: "a-new-password-1" }))
        .statusCode,
    ).toBe(204);
    expect((await feedGet(feedUrl)).json()).toEqual(gone);
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);
    const again = await signIn(t.app, agent.email, "a-new-password-1");
    expect((await call("GET", "/api/calendar-feed", again)).json().active).toBe(false);
  });

  it("answers 404 after a role change, which also signs the account out", async () => {
    const { agent, cookie, feedUrl } = await agentWithFeed();
    const res = await call("PATCH", `/api/admin/agents/${agent.id}`, admin, { role: "manager" });
    expect(res.json()).toMatchObject({ id: agent.id, role: "manager", isActive: true });
    expect((await feedGet(feedUrl)).json()).toEqual(gone);
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);
    // The same role again is no change and ends nothing.
    const again = await signIn(t.app, agent.email);
    expect((await call("PATCH", `/api/admin/agents/${agent.id}`, admin, { role: "manager" })).statusCode).toBe(200);
    expect((await call("GET", "/api/user", again)).statusCode).toBe(200);
  });

  it("keeps the feed through an edit of name or phone", async () => {
    const { agent, cookie, feedUrl } = await agentWithFeed();
    expect((await call("PATCH", `/api/admin/agents/${agent.id}`, admin, { firstName: "Renamed" })).statusCode).toBe(
      200,
    );
    expect((await feedGet(feedUrl)).statusCode).toBe(200);
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(200);
  });

  it("answers 404 for an account deactivated outside the admin screen", async () => {
    const { agent, feedUrl } = await agentWithFeed();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, agent.id));
    expect((await feedGet(feedUrl)).json()).toEqual(gone);
  });
});

it("closes the live stream of an account whose role changes", async () => {
  const agent = await createUser(t.db);
  const cookie = await signIn(t.app, agent.email, TEST_PASSWORD);
  let status = 0;
  let ended = false;
  const req = httpRequest(`${base}/api/events`, { headers: { cookie } }, (res) => {
    status = res.statusCode ?? 0;
    res.on("data", () => {});
    res.on("end", () => {
      ended = true;
    });
  });
  req.on("error", () => {});
  req.end();
  await expect.poll(() => status, { timeout: 2000 }).toBe(200);
  expect((await call("PATCH", `/api/admin/agents/${agent.id}`, admin, { role: "admin" })).statusCode).toBe(200);
  await expect.poll(() => ended, { timeout: 2500, interval: 50 }).toBe(true);
});
