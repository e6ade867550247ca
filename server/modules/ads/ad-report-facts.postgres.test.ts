import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, signIn } from "../../test/factories";
import { adReportFactsDrift } from "./ads-report.repository";

// Decision 056, PostgreSQL only: two transactions at once need two connections, which PGlite does not have.
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
});
afterAll(() => t.close());

const submitted = new Date("2025-05-10T12:00:00Z");
const report = async () => {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/reports/ads?from=2025-05&to=2025-05&groupBy=source",
    headers: { cookie: adminCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("the report's facts under concurrent writes", () => {
  it("counts both of two changes made at once by two transactions, the stage and the outcome", async () => {
    const lead = await createLead(t.db, { source: "zillow", submittedAt: submitted });
    const pool = t.database.pool;
    if (!pool) throw new Error("PostgreSQL only");
    const [first, second] = [await pool.connect(), await pool.connect()];
    try {
      await first.query("BEGIN");
      await first.query("UPDATE leads SET stage = 'appointment_set' WHERE id = $1", [lead.id]);
      await second.query("BEGIN");
      // The second's facts wait for the first's turn, then read its committed stage.
      const outcome = second
        .query("INSERT INTO lead_outcomes (lead_id, listing_signed_on) VALUES ($1, '2025-05-21')", [lead.id])
        .then(() => second.query("COMMIT"));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await first.query("COMMIT");
      await outcome;
    } finally {
      first.release();
      second.release();
    }
    const zillow = (await report()).rows.find((r: { source: string }) => r.source === "zillow");
    expect(zillow).toMatchObject({ leads: 1, appointments: 1, listingsSigned: 1 });
    expect(await adReportFactsDrift(t.db)).toEqual([]);
  });
});
