import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = await signIn(t.app, (await createUser(t.db, { role: "admin" })).email);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, cookie: adminCookie }, ...(payload ? { payload } : {}) });

describe("an erased person's lead waits for nobody (decision 021)", () => {
  it("drops the waiting clock from the lead, the list and the pipeline once erased", async () => {
    const lead = await createLead(t.db, {
      email: "clock.person@example.test",
      city: "Clockton",
      stage: "new",
      source: "direct",
      submittedAt: new Date(Date.now() - 3_600_000),
      firstContactAt: null,
    });
    const before = await call("GET", `/api/leads/${lead.id}`);
    expect(before.json().waitingSince).not.toBeNull();

    const erased = await call("POST", "/api/admin/privacy/person/erase", {
      email: "clock.person@example.test",
      confirmEmail: "clock.person@example.test",
    });
    expect(erased.statusCode).toBe(200);

    const after = await call("GET", `/api/leads/${lead.id}`);
    expect(after.json()).toMatchObject({ erasedAt: expect.any(String), waitingSince: null });
    const list = await call("GET", "/api/leads?limit=200");
    expect(list.json().find((l: { id: string }) => l.id === lead.id)).toMatchObject({ waitingSince: null });
    const board = await call("GET", "/api/pipeline");
    const cards = board.json().columns.flatMap((c: { cards: { id: string }[] }) => c.cards);
    expect(cards.find((c: { id: string }) => c.id === lead.id)).toMatchObject({ waitingSince: null });
  });
});
