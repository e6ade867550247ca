import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPRESENTED_TAG } from "../../../contract/leads";
import { reminders } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, followLeadPages, signIn } from "../../test/factories";

// Decision 033: the staff list sorted by created, waiting time, stage and agent, paged by keyset.
let t: TestApp;
let cookie: string;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
const city = "Sortville";
const ids: Record<string, string> = {};
const soonest = at(-60);

beforeAll(async () => {
  t = await buildTestApp();
  const zoe = await createUser(t.db, { fullName: "Zoé Tremblay" });
  const amir = await createUser(t.db, { fullName: "amir Haddad" });
  cookie = await signIn(t.app, zoe.email);
  const lead = async (name: string, values: Parameters<typeof createLead>[1]) => {
    ids[name] = (await createLead(t.db, { city, fullName: name, ...values })).id;
  };
  // Waiting since submitted_at while New, never contacted, not imported and not represented.
  await lead("waits-long", { createdAt: at(50), submittedAt: at(50), agentId: zoe.id });
  await lead("waits-short", { createdAt: at(10), submittedAt: at(10), agentId: amir.id });
  await lead("contacted", {
    createdAt: at(40),
    submittedAt: at(40),
    stage: "contacted",
    firstContactAt: at(30),
    agentId: zoe.id,
  });
  await lead("imported", { createdAt: at(30), submittedAt: at(30), source: "import" });
  await lead("represented", { createdAt: at(20), submittedAt: at(20), tag: REPRESENTED_TAG, stage: "do_not_contact" });
  await lead("sold", { createdAt: at(5), stage: "sold", agentId: amir.id });
  await t.db.insert(reminders).values([
    { leadId: ids.contacted as string, title: "Later call", dueDate: at(-120) },
    { leadId: ids.contacted as string, title: "Send the market analysis", dueDate: soonest },
    { leadId: ids.contacted as string, title: "Done already", dueDate: at(-30), completed: true },
  ]);
});
afterAll(() => t.close());

const names = async (sort: string, limit = 2) => {
  const { ids: found } = await followLeadPages(t.app, `/api/leads?q=${city}&sort=${sort}&limit=${limit}`, cookie);
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return found.map((id) => byId[id]);
};

describe("GET /api/leads?sort=", () => {
  it("sorts by created, both ways, across keyset pages", async () => {
    const newest = ["sold", "waits-short", "represented", "imported", "contacted", "waits-long"];
    expect(await names("-created")).toEqual(newest);
    expect(await names("created")).toEqual([...newest].reverse());
  });

  it("sorts by waiting time: longest first descending; leads nobody must call wait no time", async () => {
    // Not waiting (ties newest first): sold, represented, imported, contacted.
    expect(await names("-waiting")).toEqual([
      "waits-long",
      "waits-short",
      "sold",
      "represented",
      "imported",
      "contacted",
    ]);
    expect(await names("waiting", 4)).toEqual([
      "sold",
      "represented",
      "imported",
      "contacted",
      "waits-short",
      "waits-long",
    ]);
  });

  it("sorts by the pipeline's board order, ties newest first", async () => {
    expect(await names("stage")).toEqual(["waits-short", "imported", "waits-long", "contacted", "sold", "represented"]);
    expect(await names("-stage", 3)).toEqual([
      "represented",
      "sold",
      "contacted",
      "waits-short",
      "imported",
      "waits-long",
    ]);
  });

  it("sorts by agent name, ignoring case and accents' place in the alphabet; unassigned last ascending", async () => {
    expect(await names("agent")).toEqual(["sold", "waits-short", "contacted", "waits-long", "represented", "imported"]);
    expect(await names("-agent")).toEqual([
      "represented",
      "imported",
      "contacted",
      "waits-long",
      "sold",
      "waits-short",
    ]);
  });

  it("gives each row its agent's name and its soonest open reminder, and keeps the sort in the next link", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/leads?q=${city}&sort=-waiting&limit=2`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("6");
    expect(String(res.headers.link)).toMatch(
      /^<\/api\/leads\?q=Sortville&sort=-waiting&limit=2&cursor=[\w-]+>; rel="next"$/,
    );
    const [first] = res.json();
    expect(first).toMatchObject({ fullName: "waits-long", agentName: "Zoé Tremblay", nextReminder: null });
    const contacted = await t.app.inject({
      method: "GET",
      url: `/api/leads?q=${city}&sort=-stage`,
      headers: { cookie },
    });
    const row = contacted.json().find((l: { id: string }) => l.id === ids.contacted);
    expect(row.nextReminder).toEqual({ title: "Send the market analysis", dueDate: soonest.toISOString() });
    expect(contacted.json().find((l: { id: string }) => l.id === ids.imported).agentName).toBeNull();
  });

  it("refuses an unknown sort with 400 and the allowed values", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/leads?sort=price", headers: { cookie } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("validation_error");
    expect(body.issues[0].path).toBe("querystring.sort");
  });

  it("refuses a cursor of another order with 400", async () => {
    const first = await t.app.inject({ method: "GET", url: `/api/leads?q=${city}&limit=2`, headers: { cookie } });
    const cursor = /cursor=([\w-]+)/.exec(String(first.headers.link))?.[1];
    expect(cursor).toBeTruthy();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/leads?q=${city}&limit=2&sort=stage&cursor=${cursor}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Invalid cursor", code: "validation_error" });
  });

  it("is for staff only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/leads?sort=stage" });
    expect(res.statusCode).toBe(401);
  });
});
