import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { leadHistory, leads, routingRules } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
const cookies: Record<"admin" | "manager" | "agent" | "client", string> = {
  admin: "",
  manager: "",
  agent: "",
  client: "",
};
/** Pool name -> its one agent's id. */
const pools: Record<string, { id: number; agentId: number }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  cookies.admin = await signIn(t.app, (await createUser(t.db, { role: "admin" })).email);
  cookies.manager = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
  cookies.agent = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);
  const client = await createUser(t.db, { userType: "client" });
  cookies.client = await signIn(t.app, client.email, undefined, "/api/client/login");
  // "Default" is the first pool for any type: without rules, every lead goes to it, as before rules existed.
  for (const name of ["Default", "Francophone", "Campaign", "Night", "Downtown", "Two-step", "Ottawa", "General"]) {
    const agent = await createUser(t.db, { firstName: name, lastName: "Agent" });
    const res = await call("admin", "POST", "/api/admin/pools", { name, leadType: "any", memberIds: [agent.id] });
    expect(res.statusCode).toBe(201);
    pools[name] = { id: res.json().id, agentId: agent.id };
  }
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Who = keyof typeof cookies | "anonymous";
function call(who: Who, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(who === "anonymous" ? {} : { cookie: cookies[who] }) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const poolId = (name: string) => pools[name]?.id ?? 0;

/** The JavaScript clock only: the lead's final submit reads it; timers stay real. */
function setClock(at: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(at));
}

/** A final lead through the public endpoint, as the lead flow sends it. */
async function submitLead(fields: Record<string, unknown>) {
  const id = newLeadId();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: { id, leadType: "agent", name: "Routing Lead", phone: "416-555-0100", ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
  if (!lead) throw new Error("no lead");
  return lead;
}

const historyOf = (leadId: string) =>
  t.db.select().from(leadHistory).where(eq(leadHistory.leadId, leadId)).orderBy(asc(leadHistory.id));

describe("routing rules: who may do what", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/admin/routing-rules"],
    ["POST", "/api/admin/routing-rules", { name: "x", poolId: 1, conditions: {} }],
    ["PUT", "/api/admin/routing-rules/1", { name: "x", poolId: 1, conditions: {} }],
    ["DELETE", "/api/admin/routing-rules/1"],
    ["PUT", "/api/admin/routing-rules/order", { ids: [] }],
    ["PUT", "/api/admin/routing-rules/time-zone", { timeZone: "UTC" }],
    ["POST", "/api/admin/routing-rules/test", { type: "cash" }],
  ];

  it("answers 401 to anonymous callers and 403 to agents and clients, on every route", async () => {
    for (const [method, url, body] of routes) {
      const m = method as "GET" | "POST" | "PUT" | "DELETE";
      expect((await call("anonymous", m, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call("agent", m, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call("client", m, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("lets managers read and test but not change the rules", async () => {
    expect((await call("manager", "GET", "/api/admin/routing-rules")).json()).toEqual({
      rules: [],
      timeZone: "America/Toronto",
    });
    expect((await call("manager", "POST", "/api/admin/routing-rules/test", { type: "cash" })).statusCode).toBe(200);
    for (const [method, url, body] of routes.slice(1, 6)) {
      expect((await call("manager", method as "PUT", url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe("routing rules: without any rule", () => {
  it("deals a lead by its type exactly as before, writing no routing row", async () => {
    const lead = await submitLead({ province: "QC", city: "Montréal", postalCode: "H2X 1Y4", locale: "fr-CA" });
    expect(lead.agentId).toBe(pools.Default?.agentId);
    const history = await historyOf(lead.id);
    expect(history.map((h) => [h.code, h.params])).toEqual([["pool_assigned", { pool: "Default" }]]);
  });
});

describe("routing rules: validation", () => {
  const bad: [string, unknown, string][] = [
    ["an unknown condition", { name: "x", poolId: 1, conditions: { colour: ["red"] } }, 'Unrecognized key: "colour"'],
    [
      "an empty condition",
      { name: "x", poolId: 1, conditions: { provinces: [] } },
      "Choose at least one province, or leave the condition out",
    ],
    ["an unknown province", { name: "x", poolId: 1, conditions: { provinces: ["ZZ"] } }, ""],
    ["a value twice", { name: "x", poolId: 1, conditions: { cities: ["Ottawa", "ottawa"] } }, "Each city only once"],
    [
      "a bad time",
      { name: "x", poolId: 1, conditions: { timeOfDay: { from: "25:00", to: "08:00" } } },
      "Use a 24-hour time such as 08:30",
    ],
    [
      "an empty time range",
      { name: "x", poolId: 1, conditions: { timeOfDay: { from: "08:00", to: "08:00" } } },
      "The time of day must start and end at different times",
    ],
    [
      "a bad postal prefix",
      { name: "x", poolId: 1, conditions: { postalPrefixes: ["M5V-"] } },
      "A postal-code prefix is the start of a Canadian postal code, such as M5V or K1A 0",
    ],
    ["a blank name", { name: "  ", poolId: 1, conditions: {} }, "Give the rule a name"],
    ["no pool", { name: "x", conditions: {} }, ""],
    ["an unknown field", { name: "x", poolId: 1, conditions: {}, priority: 3 }, 'Unrecognized key: "priority"'],
  ];

  it.each(bad)("refuses %s with 400 and the reason", async (_what, body, detail) => {
    const res = await call("admin", "POST", "/api/admin/routing-rules", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation_error", reason: "invalid_request" });
    if (detail) expect(res.json().message).toContain(detail);
    expect(await t.db.select().from(routingRules)).toEqual([]);
  });

  it("refuses an unknown pool (400), an unknown rule (404), an unknown time zone (400)", async () => {
    const res = await call("admin", "POST", "/api/admin/routing-rules", { name: "x", poolId: 99999, conditions: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      reason: "routing_rule_pool_unknown",
      message: "Unknown pool: choose one of the pools",
      issues: [{ path: "body.poolId", message: "Unknown pool" }],
    });
    const missing = await call("admin", "PUT", "/api/admin/routing-rules/99999", {
      name: "x",
      poolId: poolId("General"),
    });
    expect([missing.statusCode, missing.json().reason]).toEqual([404, "routing_rule_not_found"]);
    const deleted = await call("admin", "DELETE", "/api/admin/routing-rules/99999");
    expect([deleted.statusCode, deleted.json().message]).toEqual([404, "Routing rule not found"]);
    const zone = await call("admin", "PUT", "/api/admin/routing-rules/time-zone", { timeZone: "Mars/Olympus" });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain("Unknown time zone: use an IANA name such as America/Toronto");
    // The field the screen marks, with the message it words (validation-messages.ts).
    expect(zone.json().issues).toEqual([
      { path: "body.timeZone", message: "Unknown time zone: use an IANA name such as America/Toronto" },
    ]);
  });
});

describe("routing rules: ordering and the catch-all", () => {
  it("keeps the catch-all last, refuses a second one, reorders and deletes", async () => {
    const general = poolId("General");
    const catchAll = await call("admin", "POST", "/api/admin/routing-rules", { name: "Everyone", poolId: general });
    expect(catchAll.statusCode).toBe(201);
    expect(catchAll.json()).toEqual({
      id: expect.any(Number),
      position: 0,
      name: "Everyone",
      poolId: general,
      poolName: "General",
      isActive: true,
      conditions: {},
      isCatchAll: true,
    });
    const a = (
      await call("admin", "POST", "/api/admin/routing-rules", {
        name: "A",
        poolId: general,
        conditions: { provinces: ["ON"] },
      })
    ).json();
    const b = (
      await call("admin", "POST", "/api/admin/routing-rules", {
        name: "B",
        poolId: general,
        conditions: { provinces: ["BC"] },
      })
    ).json();
    const names = async () =>
      (await call("admin", "GET", "/api/admin/routing-rules")).json().rules.map((r: { name: string }) => r.name);
    expect(await names()).toEqual(["A", "B", "Everyone"]);

    const second = await call("admin", "POST", "/api/admin/routing-rules", { name: "Another", poolId: general });
    expect([second.statusCode, second.json().reason]).toEqual([409, "routing_catch_all_exists"]);
    const becoming = await call("admin", "PUT", `/api/admin/routing-rules/${a.id}`, {
      name: "A",
      poolId: general,
      conditions: {},
    });
    expect(becoming.statusCode).toBe(409);

    const reordered = await call("admin", "PUT", "/api/admin/routing-rules/order", {
      ids: [b.id, a.id, catchAll.json().id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().rules.map((r: { name: string; position: number }) => [r.name, r.position])).toEqual([
      ["B", 0],
      ["A", 1],
      ["Everyone", 2],
    ]);
    const notLast = await call("admin", "PUT", "/api/admin/routing-rules/order", {
      ids: [catchAll.json().id, a.id, b.id],
    });
    expect([notLast.statusCode, notLast.json().message]).toEqual([400, "The catch-all rule must stay last"]);
    const stale = await call("admin", "PUT", "/api/admin/routing-rules/order", { ids: [a.id, catchAll.json().id] });
    expect([stale.statusCode, stale.json().reason]).toEqual([409, "routing_rules_changed"]);
    expect(await names()).toEqual(["B", "A", "Everyone"]);

    // The catch-all given a condition stays where it is; B, made the catch-all after that, moves last.
    const edited = await call("admin", "PUT", `/api/admin/routing-rules/${catchAll.json().id}`, {
      name: "Everyone in QC",
      poolId: general,
      isActive: false,
      conditions: { provinces: ["QC"] },
    });
    expect(edited.json()).toMatchObject({ name: "Everyone in QC", isActive: false, isCatchAll: false, position: 2 });
    await call("admin", "PUT", `/api/admin/routing-rules/${b.id}`, { name: "B", poolId: general, conditions: {} });
    expect(await names()).toEqual(["A", "Everyone in QC", "B"]);

    for (const rule of [a, b, catchAll.json()]) {
      expect((await call("admin", "DELETE", `/api/admin/routing-rules/${rule.id}`)).statusCode).toBe(204);
    }
    expect(await t.db.select().from(routingRules)).toEqual([]);
  });
});

/** Wednesday 2026-11-25 in Toronto (EST, UTC-5): afternoon, evening; and Saturday noon. */
const WED_AFTERNOON = "2026-11-25T19:30:00Z";
const WED_EVENING = "2026-11-25T23:30:00Z";
const SAT_NOON = "2026-11-28T17:00:00Z";

describe("routing rules: a table of sample leads", () => {
  const rules: [string, string, Record<string, unknown>][] = [
    ["Quebec French", "Francophone", { provinces: ["QC"], languages: ["fr-CA"] }],
    ["Spring campaign", "Campaign", { utmCampaigns: ["spring-2027"] }],
    ["After hours", "Night", { timeOfDay: { from: "18:00", to: "08:00" } }],
    ["Weekend", "Night", { days: ["sat", "sun"] }],
    [
      "Downtown, moving soon",
      "Downtown",
      { leadTypes: ["realtor"], postalPrefixes: ["M5V"], timelines: ["immediately", "within3months"] },
    ],
    ["Two-step visitors", "Two-step", { flows: ["lead-flow"], variants: ["two-step"] }],
    ["Facebook Ottawa", "Ottawa", { sources: ["facebook"], cities: ["Ottawa"] }],
    ["Everyone else", "General", {}],
  ];
  const on = { province: "ON", city: "Toronto", postalCode: "M4C 1A1" };
  const table: [string, string, Record<string, unknown>, string][] = [
    [
      "a French Quebec seller",
      WED_AFTERNOON,
      { province: "QC", city: "Montréal", postalCode: "H2X 1Y4", locale: "fr-CA" },
      "Quebec French",
    ],
    [
      "an English Quebec seller",
      WED_AFTERNOON,
      { province: "QC", city: "Montréal", postalCode: "H2X 1Y4" },
      "Everyone else",
    ],
    [
      "a spring campaign's lead in the evening",
      WED_EVENING,
      { ...on, utm: { campaign: "Spring-2027" } },
      "Spring campaign",
    ],
    ["a lead at 18:30", WED_EVENING, on, "After hours"],
    ["a lead on Saturday noon", SAT_NOON, on, "Weekend"],
    [
      "a downtown seller moving now",
      WED_AFTERNOON,
      { province: "ON", postalCode: "M5V 3L9", timeline: 1 },
      "Downtown, moving soon",
    ],
    [
      "a downtown cash seller",
      WED_AFTERNOON,
      { province: "ON", postalCode: "M5V 3L9", timeline: 1, leadType: "cash" },
      "Everyone else",
    ],
    [
      "a downtown seller moving next year",
      WED_AFTERNOON,
      { province: "ON", postalCode: "M5V 3L9", timeline: 24 },
      "Everyone else",
    ],
    ["a two-step visitor", WED_AFTERNOON, { ...on, variant: "two-step" }, "Two-step visitors"],
    [
      "a four-card visitor from Facebook in ottawa",
      WED_AFTERNOON,
      { province: "ON", city: "ottawa", postalCode: "K1A 0B1", variant: "four-card", source: "Facebook" },
      "Facebook Ottawa",
    ],
    [
      "a French Quebec seller in the evening",
      WED_EVENING,
      { province: "QC", postalCode: "H2X 1Y4", locale: "fr-CA" },
      "Quebec French",
    ],
  ];
  const poolOf = Object.fromEntries(rules.map(([rule, pool]) => [rule, pool]));

  beforeAll(async () => {
    for (const [name, pool, conditions] of rules) {
      const res = await call("admin", "POST", "/api/admin/routing-rules", { name, poolId: poolId(pool), conditions });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it.each(table)(
    "routes %s (%s) by its rule, with the history line naming the rule",
    async (_what, at, fields, rule) => {
      setClock(at);
      const lead = await submitLead(fields);
      vi.useRealTimers();
      const pool = poolOf[rule] ?? "";
      expect(lead.agentId).toBe(pools[pool]?.agentId);
      expect(lead.poolId).toBe(poolId(pool));
      const history = await historyOf(lead.id);
      expect(history.map((h) => [h.changeType, h.code, h.params, h.notes])).toEqual([
        ["assignment", "routing_rule", { rule, pool }, `Routing rule "${rule}" chose the ${pool} pool`],
        ["assignment", "pool_assigned", { pool }, `Assigned by the ${pool} pool`],
      ]);
    },
  );

  it.each(table)("tests %s (%s) to the same rule without routing anything", async (_what, at, fields, rule) => {
    const { leadType, timeline, utm, locale, postalCode, ...rest } = fields as Record<
      string,
      string & { campaign: string }
    >;
    const sample = {
      type: leadType === "cash" ? "cash" : "realtor",
      flow: rest.variant ? "lead-flow" : "other",
      language: locale ?? "en-CA",
      postalCode,
      ...(timeline === undefined ? {} : { timeline: Number(timeline) === 1 ? "immediately" : "over1year" }),
      ...(utm ? { utmCampaign: utm.campaign } : {}),
      ...rest,
      at,
    };
    const before = await t.db.select().from(leads);
    const res = await call("admin", "POST", "/api/admin/routing-rules/test", sample);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rule: { name: rule },
      pool: { name: poolOf[rule] },
      timeZone: "America/Toronto",
    });
    expect(await t.db.select().from(leads)).toHaveLength(before.length);
  });

  it("says the day and time it read, in the brokerage's time zone, which an admin can change", async () => {
    const sample = { type: "realtor", province: "ON", at: WED_EVENING };
    const toronto = await call("manager", "POST", "/api/admin/routing-rules/test", sample);
    expect(toronto.json()).toMatchObject({ rule: { name: "After hours" }, day: "wed", time: "18:30" });
    const set = await call("admin", "PUT", "/api/admin/routing-rules/time-zone", { timeZone: "America/Regina" });
    expect(set.json().timeZone).toBe("America/Regina");
    const regina = await call("manager", "POST", "/api/admin/routing-rules/test", sample);
    expect(regina.json()).toEqual({
      rule: { id: expect.any(Number), name: "Everyone else" },
      pool: { id: poolId("General"), name: "General" },
      // Whom the lead would be dealt to, named; asking again names the same agent (the turn is not taken).
      dealt: {
        pool: { id: poolId("General"), name: "General" },
        mode: "round_robin",
        agent: { id: expect.any(Number), name: "General Agent" },
        members: 1,
      },
      day: "wed",
      time: "17:30",
      timeZone: "America/Regina",
    });
    await call("admin", "PUT", "/api/admin/routing-rules/time-zone", { timeZone: "America/Toronto" });
  });

  it("reads a lead made through the public API as the api flow", async () => {
    const partner = await call("admin", "POST", "/api/admin/routing-rules", {
      name: "Partner API",
      poolId: poolId("Campaign"),
      conditions: { flows: ["api"] },
    });
    const names = (await call("admin", "GET", "/api/admin/routing-rules"))
      .json()
      .rules.map((r: { name: string }) => r.name);
    expect(names.slice(-2)).toEqual(["Partner API", "Everyone else"]);
    const key = await call("admin", "POST", "/api/admin/api-keys", { name: "Partner", scopes: ["leads:write"] });
    expect(key.statusCode, key.body).toBe(201);
    setClock(WED_AFTERNOON);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads",
      headers: { authorization: `Bearer ${key.json().key}` },
      payload: {
        type: "realtor",
        fullName: "Robin Partner",
        phone: "416-555-0177",
        city: "Hamilton",
        province: "ON",
        source: "zillow",
        consent: { basis: "express", obtainedAt: "2026-11-20T15:04:05Z", textVersion: "zillow-2026-03" },
      },
    });
    vi.useRealTimers();
    expect(res.statusCode, res.body).toBe(201);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(lead?.agentId).toBe(pools.Campaign?.agentId);
    expect((await historyOf(res.json().id)).filter((h) => h.code === "routing_rule").map((h) => h.params)).toEqual([
      { rule: "Partner API", pool: "Campaign" },
    ]);
    expect((await call("admin", "DELETE", `/api/admin/routing-rules/${partner.json().id}`)).statusCode).toBe(204);
  });

  it("with the catch-all paused, writes that no rule matched and deals the lead by its type", async () => {
    const list = (await call("admin", "GET", "/api/admin/routing-rules")).json();
    const everyone = list.rules.find((r: { name: string }) => r.name === "Everyone else");
    await call("admin", "PUT", `/api/admin/routing-rules/${everyone.id}`, {
      ...everyone,
      isActive: false,
      id: undefined,
      position: undefined,
      poolName: undefined,
      isCatchAll: undefined,
    });
    setClock(WED_AFTERNOON);
    const lead = await submitLead({ province: "BC", postalCode: "V6B 1A1" });
    vi.useRealTimers();
    expect(lead.agentId).toBe(pools.Default?.agentId);
    const rows = await t.db
      .select()
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, lead.id), eq(leadHistory.code, "routing_rule")));
    expect(rows.map((r) => [r.params, r.notes])).toEqual([[{ rule: null, pool: null }, "No routing rule matched"]]);
  });

  it("leaves a lead unassigned (every staff member alerted) when the rule's pool has nobody to deal to", async () => {
    await call("admin", "PUT", `/api/admin/pools/${poolId("Ottawa")}`, {
      name: "Ottawa",
      leadType: "any",
      memberIds: [],
    });
    setClock(WED_AFTERNOON);
    const lead = await submitLead({ province: "ON", city: "Ottawa", postalCode: "K1A 0B1", source: "facebook" });
    vi.useRealTimers();
    expect(lead.agentId).toBeNull();
    expect((await historyOf(lead.id)).map((h) => [h.code, h.params])).toEqual([
      ["routing_rule", { rule: "Facebook Ottawa", pool: "Ottawa" }],
    ]);
  });
});
