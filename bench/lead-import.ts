// CSV import of 50,000 leads through the real route, on PostgreSQL (decision 019: within 60 s):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_import npx tsx bench/lead-import.ts
// Builds a 50,000-row CSV (names, e-mails, phones, Canadian cities, express or dated implied consent),
// uploads it to POST /api/leads/import as a manager, polls the job until done and prints the time, the
// rate and the load average. Prints figures; never fails on time. BENCH_ROWS changes the size.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema/index";
import { hashPassword } from "../server/modules/auth/password";
import { createSession, SESSION_COOKIE } from "../server/modules/auth/sessions.repository";
import { benchImportMapping } from "./lib/import-csv";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("Set BENCH_DATABASE_URL to a PostgreSQL database used only for benchmarks.");
const rows = Number(process.env.BENCH_ROWS ?? 50_000);

const database = await openDatabase({ driver: "postgres", url, poolSize: 4 });
await database.migrate();
const app = await buildApp(
  loadConfig({ NODE_ENV: "production", DEMO: "false", LOG_LEVEL: "warn", PUBLIC_URL: "http://127.0.0.1" }),
  { database },
);
await app.ready();
const [manager] = await database.db
  .insert(users)
  .values({
    userType: "agent",
    role: "manager",
    email: `bench.import.${Date.now()}@example.com`,
    passwordHash: await hashPassword("bench-password"),
  })
  .returning();
if (!manager) throw new Error("could not create the bench user");
const cookie = `${SESSION_COOKIE}=${await createSession(database.db, manager.id, {})}`;

const names = ["Olivia Martin", "Liam Tremblay", "Emma Roy", "Noah Gagnon", "Chloé Côté", "Priya Patel", "Wei Chen"];
const cities = [
  ["Toronto", "ON"],
  ["Montréal", "QC"],
  ["Vancouver", "BC"],
  ["Calgary", "AB"],
  ["Halifax", "NS"],
] as const;
const run = randomBytes(3).toString("hex");
const lines = ["Name,Email,Phone,Address,City,Province,Consent,Consent date"];
for (let i = 0; i < rows; i++) {
  const [city, province] = cities[i % cities.length] ?? ["Toronto", "ON"];
  const phone = `(${416 + (i % 3)}) 555-${String(i % 10_000).padStart(4, "0")}`;
  const implied = i % 4 === 0;
  lines.push(
    `"${names[i % names.length]} ${i}",bench.${run}.${i}@example.com,${phone},"${i} Maple Avenue",${city},${province},${implied ? "implied" : "express"},${implied ? "2026-06-01" : ""}`,
  );
}
const csv = Buffer.from(lines.join("\n"));
const mapping = benchImportMapping;
const boundary = `----bench${run}`;
const payload = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(mapping)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ),
  csv,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

console.log(
  `file: ${rows} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB; load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
const started = performance.now();
const res = await app.inject({
  method: "POST",
  url: "/api/leads/import",
  payload,
  headers: {
    cookie,
    origin: "http://127.0.0.1",
    "content-type": `multipart/form-data; boundary=${boundary}`,
  },
});
if (res.statusCode !== 202) throw new Error(`import refused: ${res.statusCode} ${res.body}`);
const { id } = res.json() as { id: number };
let job: { status: string; createdRows: number; errorRows: number; processedRows: number } | undefined;
for (;;) {
  job = (await app.inject({ url: `/api/leads/imports/${id}`, headers: { cookie } })).json();
  if (job?.status !== "running") break;
  await new Promise((r) => setTimeout(r, 250));
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `import ${job?.status}: ${job?.createdRows} leads created, ${job?.errorRows} rows refused, in ${seconds.toFixed(1)} s = ${Math.round((job?.createdRows ?? 0) / seconds)} rows/s`,
);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} (a shared machine makes these figures pessimistic)`,
);
await app.close();
await database.close();
