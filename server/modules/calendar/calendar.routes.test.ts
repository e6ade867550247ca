import ical from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t.app, (await createUser(t.db)).email);
  otherCookie = await signIn(t.app, (await createUser(t.db)).email);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "DELETE" | "PATCH", url: string, who = cookie, payload?: object) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, cookie: who }, payload });
const feedPath = (url: string) => new URL(url).pathname;

describe("the calendar feed", () => {
  it("is valid iCalendar with one VEVENT per open reminder of its owner, and a revoked URL is refused", async () => {
    const lead = await createLead(t.db, { fullName: "Robin Tremblay" });
    const dueA = "2026-12-01T15:00:00.000Z";
    const a = (
      await call("POST", "/api/reminders", cookie, { leadId: lead.id, title: "Call back", dueDate: dueA })
    ).json();
    await call("POST", "/api/reminders", cookie, {
      leadId: lead.id,
      title: "Send the CMA",
      dueDate: "2026-12-02T14:30:00Z",
    });
    const done = (
      await call("POST", "/api/reminders", cookie, { leadId: lead.id, title: "Done already", dueDate: dueA })
    ).json();
    await call("PATCH", `/api/reminders/${done.id}`, cookie, { completed: true });
    await call("POST", "/api/reminders", otherCookie, { leadId: lead.id, title: "Not mine", dueDate: dueA });

    expect((await call("GET", "/api/calendar-feed")).json()).toEqual({ active: false, createdAt: null });
    const created = await call("POST", "/api/calendar-feed", cookie, {});
    expect(created.statusCode).toBe(201);
    const feedUrl: string = created.json().url;
    expect(feedUrl).toMatch(/^http:\/\/portal\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call("GET", "/api/calendar-feed")).json().active).toBe(true);

    // Calendar apps send no cookie: the token alone opens the feed.
    const feed = await t.app.inject({ method: "GET", url: feedPath(feedUrl) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const parsed = ical.sync.parseICS(feed.body);
    const events = Object.values(parsed).filter((c) => c?.type === "VEVENT") as ical.VEvent[];
    expect(events.map((e) => e.summary).sort()).toEqual([
      "Call back (Robin Tremblay)",
      "Send the CMA (Robin Tremblay)",
    ]);
    const first = events.find((e) => e.summary === "Call back (Robin Tremblay)");
    expect(first?.start.toISOString()).toBe(dueA);
    expect(first?.uid).toBe(`reminder-${a.id}@portal.test`);
    // node-ical gives a property with parameters (URL;VALUE=URI) as {params, val}.
    const url = first?.url as unknown as string | { val: string };
    expect(typeof url === "string" ? url : url.val).toBe(`http://portal.test/leads/${lead.id}`);

    // A new URL replaces the old one; revoking ends the new one too.
    const rotated = (await call("POST", "/api/calendar-feed", cookie, {})).json().url;
    expect((await t.app.inject({ method: "GET", url: feedPath(feedUrl) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: feedPath(rotated) })).statusCode).toBe(200);
    expect((await call("DELETE", "/api/calendar-feed")).statusCode).toBe(204);
    const revoked = await t.app.inject({ method: "GET", url: feedPath(rotated) });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({
      message: "Unknown calendar feed",
      code: "not_found",
      reason: "calendar_feed_unknown",
      params: {},
    });
    expect((await call("GET", "/api/calendar-feed")).json().active).toBe(false);
  });

  it("refuses a malformed feed address and a visitor managing a feed", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/calendar/short.ics" })).statusCode).toBe(400);
    expect((await call("POST", "/api/calendar-feed", "", {})).statusCode).toBe(401);
  });
});
