import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let managerCookie: string;
let agentCookie: string;
let agentId: number;

beforeAll(async () => {
  t = await buildTestApp();
  managerCookie = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
  const agent = await createUser(t.db, { role: "agent", firstName: "Amélie", lastName: "Tremblay" });
  agentId = agent.id;
  agentCookie = await signIn(t.app, agent.email);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { ...sameOrigin, cookie } });

/** The CSV's rows as arrays of cells (every cell is quoted; none of these holds a quote or a comma). */
function rows(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((line) => line.slice(1, -1).split('","'));
}

describe("GET /api/admin/leads/export.csv", () => {
  it("names the agent in an Agent column, and leaves it empty for an unassigned lead", async () => {
    const assigned = await createLead(t.db, { city: "Agentville", agentId, fullName: "Assigned Seller" });
    const unassigned = await createLead(t.db, { city: "Agentville", agentId: null, fullName: "Open Seller" });
    const res = await get("/api/admin/leads/export.csv?q=agentville", managerCookie);
    expect(res.statusCode).toBe(200);
    const [header, ...body] = rows(res.body);
    expect(header).toEqual([
      "ID",
      "Created",
      "Type",
      "Stage",
      "Form progress",
      "Name",
      "Email",
      "Phone",
      "Address",
      "Unit",
      "City",
      "Province",
      "Postal code",
      "Timeframe",
      "Condition",
      "Agent",
      "Tag",
      "Source",
    ]);
    const agentColumn = header?.indexOf("Agent") ?? -1;
    const byId = new Map(body.map((cells) => [cells[0], cells[agentColumn]]));
    expect(byId.get(assigned.id)).toBe("Amélie Tremblay");
    expect(byId.get(unassigned.id)).toBe("");
    const stageColumn = header?.indexOf("Stage") ?? -1;
    expect(body.find((cells) => cells[0] === assigned.id)?.[stageColumn]).toBe("New");
    expect(res.body).not.toContain("Agent ID");
  });

  it("holds exactly the leads the list shows, in its order, for the same search, type, view and sort", async () => {
    const cash = await createLead(t.db, { city: "Filterburg", type: "cash" });
    const realtor = await createLead(t.db, { city: "Filterburg", type: "realtor" });
    const unfinished = await createLead(t.db, {
      city: "Filterburg",
      type: "cash",
      status: "Partial",
      email: null,
      phone: null,
    });
    const cases: [string, string[]][] = [
      ["q=filterburg", [realtor.id, cash.id]],
      ["q=filterburg&type=cash", [cash.id]],
      ["q=filterburg&sort=created", [cash.id, realtor.id]],
      ["q=filterburg&sort=-created&type=realtor", [realtor.id]],
      ["q=filterburg&view=unfinished", [unfinished.id]],
      ["q=filterburg&type=realtor&view=unfinished", []],
    ];
    for (const [query, expected] of cases) {
      const csv = await get(`/api/admin/leads/export.csv?${query}`, managerCookie);
      expect(csv.statusCode).toBe(200);
      const csvIds = rows(csv.body)
        .slice(1)
        .map((cells) => cells[0]);
      expect(csvIds).toEqual(expected);
      const list = await get(`/api/leads?${query}&limit=200`, managerCookie);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((l: { id: string }) => l.id)).toEqual(csvIds);
    }
  });

  it("answers 400 to a filter the list refuses, and 403 to agents", async () => {
    const bad = await get("/api/admin/leads/export.csv?type=house", managerCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "validation_error", issues: [{ path: "querystring.type" }] });
    const sort = await get("/api/admin/leads/export.csv?sort=price", managerCookie);
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({ issues: [{ path: "querystring.sort" }] });
    expect((await get("/api/admin/leads/export.csv", agentCookie)).statusCode).toBe(403);
    expect((await get("/api/admin/leads/export.csv", "")).statusCode).toBe(401);
  });
});
