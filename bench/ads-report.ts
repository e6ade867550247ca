// The cost-per-listing report (decision 053) at scale, on PostgreSQL:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_ads npx tsx bench/ads-report.ts
// Seeds 100k final leads over two years (a third from Meta and Google campaigns, 1% of them test leads),
// staff contacts and agent texts on 30%, outcomes on 3%, and 24 months of spend for 3 sources x 20
// campaigns; then measures GET /api/reports/ads for a month, a quarter, a year and the two years, by
// source, campaign and agent. Prints p50/p95 and the load average; never fails on time.
import { loadavg } from "node:os";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema/index";
import { hashPassword } from "../server/modules/auth/password";
import { createSession, SESSION_COOKIE } from "../server/modules/auth/sessions.repository";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("Set BENCH_DATABASE_URL to an empty PostgreSQL database (it is wiped).");
const size = Number(process.env.BENCH_LEADS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 40);

const database = await openDatabase({ driver: "postgres", url, poolSize: 4 });
await database.migrate();
const pool = database.pool;
if (!pool) throw new Error("PostgreSQL only");

const [staff] = await database.db
  .insert(users)
  .values({
    userType: "agent",
    role: "admin",
    email: `bench.${Date.now()}@example.com`,
    passwordHash: await hashPassword("bench-password"),
  })
  .returning();
if (!staff) throw new Error("no staff");
const agentIds: number[] = [];
for (let i = 0; i < 20; i++) {
  const [agent] = await database.db
    .insert(users)
    .values({
      userType: "agent",
      role: "agent",
      email: `agent${i}.${Date.now()}@example.com`,
      firstName: `Agent${i}`,
      passwordHash: "x",
    })
    .returning();
  if (agent) agentIds.push(agent.id);
}

const started = Date.now();
const { rows } = await pool.query("SELECT count(*)::int AS n FROM leads");
if ((rows[0]?.n ?? 0) < size) {
  await pool.query(`
    INSERT INTO leads (id, status, full_name, email, phone, source, agent_id, stage, submitted_at, first_contact_at, created_at)
    SELECT 'lead_1700000000000_' || lpad(g::text, 12, '0'), 'Contacted', 'Seller ' || g, 'seller' || g || '@example.com',
           '416555' || lpad((g % 10000)::text, 4, '0'),
           (ARRAY['facebook','google','direct','zillow','referral','facebook'])[1 + g % 6],
           (ARRAY[${agentIds.join(",")}])[1 + g % ${agentIds.length}],
           (ARRAY['new','attempted_contact','contacted','appointment_set','listing_signed','sold','lost'])[1 + (g * 7) % 7],
           timestamptz '2024-12-01' + (g::float8 / ${size}) * interval '730 days',
           CASE WHEN g % 3 = 0 THEN timestamptz '2024-12-01' + (g::float8 / ${size}) * interval '730 days' + interval '40 minutes' END,
           timestamptz '2024-12-01' + (g::float8 / ${size}) * interval '730 days'
    FROM generate_series(1, ${size}) g`);
  await pool.query(`
    INSERT INTO ad_leads (platform, external_id, lead_id, campaign_id, campaign_name, adset_id, ad_id, form_id, is_test)
    SELECT CASE WHEN source = 'google' THEN 'google' ELSE 'meta' END, 'x' || id, id,
           'C' || (abs(hashtext(id)) % 20), 'Campaign ' || (abs(hashtext(id)) % 20), 'S1', 'A1', 'F1', abs(hashtext(id)) % 100 = 0
    FROM leads WHERE source IN ('facebook', 'google')`);
  await pool.query(`
    INSERT INTO lead_contacts (lead_id, user_id, channel, outcome, created_at)
    SELECT id, agent_id, 'call', 'reached', submitted_at + interval '25 minutes' FROM leads WHERE abs(hashtext(id)) % 10 < 3`);
  await pool.query(`
    INSERT INTO text_messages (lead_id, direction, kind, body, status, created_at)
    SELECT id, 'out', CASE WHEN abs(hashtext(id)) % 2 = 0 THEN 'ack' ELSE 'agent' END, 'Hello', 'sent', submitted_at + interval '3 minutes'
    FROM leads WHERE abs(hashtext(id)) % 10 >= 7`);
  await pool.query(`
    INSERT INTO lead_outcomes (lead_id, listing_signed_on, list_price_cents, sold_on, sold_price_cents, gci_cents)
    SELECT id, (submitted_at + interval '20 days')::date, 70000000,
           CASE WHEN abs(hashtext(id)) % 2 = 0 THEN (submitted_at + interval '60 days')::date END,
           CASE WHEN abs(hashtext(id)) % 2 = 0 THEN 69000000 END,
           CASE WHEN abs(hashtext(id)) % 2 = 0 THEN 1725000 END
    FROM leads WHERE abs(hashtext(id)) % 100 < 3`);
  await pool.query(`
    INSERT INTO ad_spend (source, campaign_id, month, amount_cents)
    SELECT s, 'C' || c, (date '2024-12-01' + m * interval '1 month')::date, 10000 + (m * 37 + c * 101) % 500000
    FROM unnest(ARRAY['facebook','google','zillow']) s, generate_series(0, 19) c, generate_series(0, 23) m
    ON CONFLICT DO NOTHING`);
  await pool.query("ANALYZE");
}
console.log(`seeded ${size} leads and 24 months of spend in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const config = loadConfig({ NODE_ENV: "production", DEMO: "false", LOG_LEVEL: "warn", PUBLIC_URL: "http://127.0.0.1" });
const app = await buildApp(config, { database });
await app.ready();
const cookie = `${SESSION_COOKIE}=${await createSession(database.db, staff.id, {})}`;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const all: number[] = [];
console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const [label, from, to] of [
  ["a month", "2026-06", "2026-06"],
  ["a quarter", "2026-04", "2026-06"],
  ["a year", "2025-12", "2026-11"],
  ["two years", "2024-12", "2026-11"],
] as const) {
  for (const groupBy of ["source", "campaign", "agent"] as const) {
    const times: number[] = [];
    for (let i = 0; i < samples + 3; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: "GET",
        url: `/api/reports/ads?from=${from}&to=${to}&groupBy=${groupBy}`,
        headers: { cookie },
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      if (i >= 3) times.push(ms);
    }
    all.push(...times);
    console.log(
      `  ${`${label}, by ${groupBy}`.padEnd(28)} p50 ${pct(times, 50).toFixed(1).padStart(7)} ms   p95 ${pct(times, 95).toFixed(1).padStart(7)} ms`,
    );
  }
}
console.log(`  all report calls              p95 ${pct(all, 95).toFixed(1)} ms over ${all.length} calls`);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
await app.close();
