import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, followLeadPages, signIn } from "../../test/factories";
import { EXACT_COUNTERS_BELOW_ROWS } from "./leads-staff.repository";

// Decision 013: past EXACT_COUNTERS_BELOW_ROWS the dashboard counters are the planner's estimates.
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t.app, (await createUser(t.db)).email);
  const rows = EXACT_COUNTERS_BELOW_ROWS + 10_000;
  // A third cash, the rest realtor; every tenth an abandoned partial (no e-mail, no phone).
  await t.db.execute(sql`
    INSERT INTO leads (id, type, status, full_name, email, phone)
    SELECT 'lead_' || (1700000000000 + g) || '_cnt' || g,
      CASE WHEN g % 3 = 0 THEN 'cash' ELSE 'realtor' END,
      'Partial', 'Counted ' || g,
      CASE WHEN g % 10 = 0 THEN NULL ELSE 'c' || g || '@example.com' END,
      NULL
    FROM generate_series(1, ${rows}) g`);
  await t.db.execute(sql`ANALYZE leads`);
});
afterAll(() => t.close());

const counts = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/leads/counts", headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("GET /api/leads/counts on a large table", () => {
  it("answers with estimates close to the exact figures, marked as estimated", async () => {
    const exact = (await t.db.execute(sql`
      SELECT count(*) FILTER (WHERE NOT unfinished)::int AS total,
        count(*) FILTER (WHERE NOT unfinished AND type = 'cash')::int AS cash,
        count(*) FILTER (WHERE unfinished)::int AS unfinished
      FROM leads`)) as unknown as { rows: { total: number; cash: number; unfinished: number }[] };
    const truth = exact.rows[0] as { total: number; cash: number; unfinished: number };
    const got = await counts();
    expect(got.estimated).toBe(true);
    expect(got.total).toBe(got.cash + got.realtor);
    const near = (value: number, target: number) => Math.abs(value - target) / target;
    expect(near(got.total, truth.total)).toBeLessThan(0.05);
    expect(near(got.cash, truth.cash)).toBeLessThan(0.05);
    expect(near(got.unfinished, truth.unfinished)).toBeLessThan(0.1);
  });

  it("lists a search with tens of thousands of matches as 1,000+, and a narrow one exactly", async () => {
    const many = await t.app.inject({ method: "GET", url: "/api/leads?q=counted&limit=5", headers: { cookie } });
    expect(many.statusCode).toBe(200);
    expect(many.json()).toHaveLength(5);
    expect(many.headers["x-total-count"]).toBe("1000");
    expect(many.headers["x-total-count-capped"]).toBe("true");
    const few = await t.app.inject({ method: "GET", url: "/api/leads?q=counted%201234&limit=5", headers: { cookie } });
    // 'Counted 1234' and 'Counted 12340' to 'Counted 12349'; 'Counted 12340' is unfinished (g % 10 = 0).
    expect(few.headers["x-total-count"]).toBe("10");
    expect(few.headers["x-total-count-capped"]).toBeUndefined();
  });

  it("counts a search whose matches are all older than the newest 2,000 leads exactly up to 1,000", async () => {
    const total = async (q: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/leads?q=${q}&limit=5`, headers: { cookie } });
      expect(res.json()).toHaveLength(5);
      return [res.headers["x-total-count"], res.headers["x-total-count-capped"]];
    };
    // 'Counted 12', 'Counted 120' to '129', '1200' to '1299', '12000' to '12999': 1,111, of which the
    // 111 ending in 0 are unfinished.
    expect(await total("counted%2012")).toEqual(["1000", undefined]);
    // 'Counted 1', '10' to '19' and so on to '19999': 10,000 active.
    expect(await total("counted%201")).toEqual(["1000", "true"]);
  });

  it("pages a search exactly whether its matches are among the newest leads or far older", async () => {
    const expected = (await t.db.execute(sql`
      SELECT id FROM leads WHERE NOT unfinished AND (full_name LIKE 'Counted 1234%' OR full_name LIKE 'Counted 5%')
      ORDER BY created_at DESC, id DESC`)) as unknown as { rows: { id: string }[] };
    for (const q of ["counted 1234", "counted 5"]) {
      const want = expected.rows.map((r) => r.id).filter((id) => q === "counted 5" || /_cnt1234\d?$/.test(id));
      const { ids: seen } = await followLeadPages(t.app, `/api/leads?q=${encodeURIComponent(q)}&limit=200`, cookie);
      expect(seen, q).toEqual(want.filter((id) => q !== "counted 5" || /_cnt5\d*$/.test(id)));
    }
  });
});

describe("the search indexes", () => {
  it("take new leads at once: no GIN pending list for searches to read (migration 0019)", async () => {
    const result = (await t.db.execute(sql`
      SELECT relname, reloptions FROM pg_class
      WHERE relname IN ('leads_active_search_text_trgm_idx', 'leads_unfinished_search_text_trgm_idx') ORDER BY relname`)) as unknown as {
      rows: { relname: string; reloptions: string[] | null }[];
    };
    expect(result.rows).toEqual([
      { relname: "leads_active_search_text_trgm_idx", reloptions: ["fastupdate=false"] },
      { relname: "leads_unfinished_search_text_trgm_idx", reloptions: ["fastupdate=false"] },
    ]);
  });

  it("hold each lead once: one trigram index per view (decision 031)", async () => {
    const result = (await t.db.execute(sql`
      SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename = 'leads' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY indexname`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    };
    expect(result.rows.map((r) => [r.indexname, r.indexdef.replace(/^.* WHERE /, "WHERE ")])).toEqual([
      ["leads_active_search_text_trgm_idx", "WHERE (NOT unfinished)"],
      ["leads_unfinished_search_text_trgm_idx", "WHERE unfinished"],
    ]);
  });
});
