// The home-value estimate with 100,000 sold homes on PostgreSQL (decision 040: p99 <= 50 ms):
//   npx tsx bench/home-value.ts            (creates the database bench_home_value on 127.0.0.1 if needed)
//   BENCH_DATABASE_URL=postgres://... BENCH_ROWS=100000 npx tsx bench/home-value.ts
// Imports the sales as an admin does (CSV through POST /api/admin/home-value/import, polled until done),
// times the accuracy measurement that follows, then calls POST /api/home-value/estimate over real HTTP:
// the first call on a cold process (the index is built from the database), then each of 1,000 addresses
// the first time and again (repeat), printing p50/p99 and the load average. Never fails on time.
import { loadavg } from "node:os";
import pg from "pg";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema/index";
import { hashPassword } from "../server/modules/auth/password";
import { createSession, SESSION_COOKIE } from "../server/modules/auth/sessions.repository";
import { salesCsv, sampleCsvMapping, sampleSales } from "../server/modules/home-value/sample-sales";

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_home_value";
if (!process.env.BENCH_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'bench_home_value'");
  if (exists.rowCount === 0) await admin.query("CREATE DATABASE bench_home_value");
  await admin.end();
}
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

const database = await openDatabase({ driver: "postgres", url, poolSize: 4 });
await database.migrate();
await database.db.execute(
  // A fresh set each run.
  (await import("drizzle-orm"))
    .sql`TRUNCATE sold_homes, sold_home_imports, home_value_accuracy RESTART IDENTITY CASCADE`,
);
const config = loadConfig({
  NODE_ENV: "production",
  DEMO: "false",
  LOG_LEVEL: "warn",
  PUBLIC_URL: "http://127.0.0.1",
  // The estimate shares the public routes' limit per address; one client sends every call here.
  RATE_LIMIT_LEADS_PER_MINUTE: "1000000",
});
let app = await buildApp(config, { database });
await app.ready();
const [admin] = await database.db
  .insert(users)
  .values({
    userType: "agent",
    role: "admin",
    email: `bench.home-value.${Date.now()}@example.com`,
    passwordHash: await hashPassword("bench-password"),
  })
  .returning();
if (!admin) throw new Error("could not create the bench user");
const cookie = `${SESSION_COOKIE}=${await createSession(database.db, admin.id, {})}`;

const sales = sampleSales({ count: rows, seed: 99, start: "2024-01-01", days: 1000, postalPerFsa: 60 });
const csv = Buffer.from(salesCsv(sales));
const boundary = "----benchhomevalue";
const payload = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(sampleCsvMapping)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sold.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ),
  csv,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
console.log(`file: ${rows} sold homes, ${(csv.length / 1024 / 1024).toFixed(1)} MB; load average before: ${load()}`);

const started = performance.now();
const res = await app.inject({
  method: "POST",
  url: "/api/admin/home-value/import",
  payload,
  headers: { cookie, origin: "http://127.0.0.1", "content-type": `multipart/form-data; boundary=${boundary}` },
});
if (res.statusCode !== 202) throw new Error(`import refused: ${res.statusCode} ${res.body}`);
const { id } = res.json() as { id: number };
let job: { status: string; createdRows: number; errorRows: number } | undefined;
for (;;) {
  job = (await app.inject({ url: `/api/admin/home-value/imports/${id}`, headers: { cookie } })).json();
  if (job?.status !== "running") break;
  await new Promise((r) => setTimeout(r, 250));
}
const importSeconds = (performance.now() - started) / 1000;
console.log(
  `import ${job?.status}: ${job?.createdRows} sold homes, ${job?.errorRows} refused, in ${importSeconds.toFixed(1)} s = ${Math.round((job?.createdRows ?? 0) / importSeconds)} rows/s`,
);
type Accuracy = { figures: { measured: number; overall: Record<string, number> } | null };
let accuracy: Accuracy;
for (;;) {
  accuracy = (await app.inject({ url: "/api/admin/home-value/accuracy", headers: { cookie } })).json();
  if (accuracy.figures) break;
  await new Promise((r) => setTimeout(r, 250));
}
console.log(
  `accuracy measured ${((performance.now() - started) / 1000 - importSeconds).toFixed(1)} s after the import ended (${accuracy.figures?.measured} sales left out in turn):`,
  JSON.stringify(accuracy.figures?.overall),
);

// A cold process: a new app on the same database, its index not built yet.
await app.close();
app = await buildApp(config, { database });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const addresses = sampleSales({ count: 1000, seed: 1234, start: "2026-01-01", days: 300, postalPerFsa: 60 }).map(
  (s) => ({
    street: s.street,
    city: s.city,
    province: s.province,
    postalCode: s.postalCode,
    propertyType: s.propertyType,
    bedrooms: s.bedrooms ?? undefined,
    livingArea: s.livingArea,
    yearBuilt: s.yearBuilt ?? undefined,
  }),
);
async function estimate(body: unknown): Promise<{ ms: number; priced: boolean }> {
  const t0 = performance.now();
  const answer = await fetch(`${base}/api/home-value/estimate`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { estimate: unknown };
  if (answer.status !== 200) throw new Error(`estimate answered ${answer.status}: ${JSON.stringify(json)}`);
  return { ms: performance.now() - t0, priced: json.estimate !== null };
}
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};
const cold = await estimate(addresses[0]);
console.log(
  `first call right after a process starts (waits for its index of ${rows} rows, built in the background): ${cold.ms.toFixed(1)} ms`,
);
for (const pass of ["first time", "repeat"]) {
  const times: number[] = [];
  let priced = 0;
  for (const body of addresses) {
    const r = await estimate(body);
    times.push(r.ms);
    if (r.priced) priced += 1;
  }
  console.log(
    `estimate, ${pass} (${addresses.length} addresses, ${priced} with a number): p50 ${pct(times, 0.5).toFixed(2)} ms, p99 ${pct(times, 0.99).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`,
  );
}
console.log(`load average after: ${load()} (a shared machine makes these figures pessimistic)`);
await app.close();
await database.close();
