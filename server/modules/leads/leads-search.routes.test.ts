import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, followLeadPages, signIn } from "../../test/factories";
import { searchPattern } from "./lead-search-term";

// Decision 013: once ANALYZE has sampled the search text, a term with trigrams most leads hold ('555' of
// every phone, 'example.com' of every e-mail) is asked of the index by its other trigrams and checked
// whole on the rows found. The lists must be exactly those of the plain pattern.
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t.app, (await createUser(t.db)).email);
  await t.db.execute(sql`
    INSERT INTO leads (id, type, status, full_name, email, phone, address, city, postal_code, created_at)
    SELECT 'lead_' || (1700000000000 + g) || '_srch' || g,
      CASE WHEN g % 3 = 0 THEN 'cash' ELSE 'realtor' END,
      'Contacted',
      (ARRAY['Olivia Smith', 'Liam Tremblay', 'Chloé Côté', 'Wei Chen'])[1 + g % 4],
      'seller' || g || '@example.com',
      '(416) 555-' || lpad((g % 10000)::text, 4, '0'),
      (1 + g % 250) || ' ' || (ARRAY['Maple Avenue', 'Wellington Street', 'King Street'])[1 + g % 3],
      (ARRAY['Toronto', 'Montréal'])[1 + g % 2],
      'M5V ' || (g % 10) || 'L' || (g % 7),
      now() - (g || ' minutes')::interval
    FROM generate_series(1, 3000) g`);
  await t.db.execute(sql`ANALYZE leads`);
});
afterAll(() => t.close());

const listed = (q: string, type?: string) =>
  followLeadPages(t.app, `/api/leads?q=${encodeURIComponent(q)}&limit=100${type ? `&type=${type}` : ""}`, cookie);

async function matching(q: string, type?: string) {
  const result = (await t.db.execute(sql`
    SELECT id FROM leads WHERE NOT unfinished AND search_text LIKE ${searchPattern(q)}
      AND (${type ?? null}::text IS NULL OR type = ${type ?? null})
    ORDER BY created_at DESC, id DESC`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

describe("staff search on a table whose texts share trigrams", () => {
  it("lists exactly the leads the term matches, newest first, with their number", async () => {
    for (const q of [
      "4165550123",
      "(416) 555-0123",
      "555-012",
      "123 maple",
      "seller1234@",
      "wellington",
      "m5v 3l",
      "cote",
    ]) {
      const want = await matching(q);
      const got = await listed(q);
      expect(got.ids, q).toEqual(want);
      expect(got.total, q).toBe(String(Math.min(want.length, 1000)));
    }
  });

  it("does the same within a tab", async () => {
    for (const q of ["4165550999", "17 maple"]) {
      const want = await matching(q, "cash");
      expect(want.length, q).toBeGreaterThan(0);
      expect((await listed(q, "cash")).ids, q).toEqual(want);
    }
  });
});
