// Lead capture under kill -9 (decisions 003, 044): N cycles of SIGKILL and restart of the real server while
// clients save partial and final leads and retry what got no answer; then what the database holds, and per
// e-mail kind (staff alerts `new_lead`, the seller's acknowledgement...) what a loopback SMTP peer got: lost,
// stuck and extra deliveries per kill (by Message-ID). The run waits for the outbox to drain after the
// last kill (a killed process's claims come back after their 60 s lease).
//   npx tsx bench/durability.ts                      (PGlite; BENCH_PGLITE_CYCLES=10 by default)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/durability.ts   (also PostgreSQL,
//   BENCH_PG_CYCLES=20 by default)
// The PostgreSQL database named in BENCH_DATABASE_URL is dropped and created afresh.
import { loadavg } from "node:os";
import pg from "pg";
import { formatReport, type KillCycleReport, percentile, runKillCycles } from "../server/test/kill-cycles";

const pgliteCycles = Number(process.env.BENCH_PGLITE_CYCLES ?? process.env.BENCH_CYCLES ?? 10);
const pgCycles = Number(process.env.BENCH_PG_CYCLES ?? process.env.BENCH_CYCLES ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 4);
const reports: KillCycleReport[] = [];
const log = (line: string) => console.log(`  ${line}`);

const loadBefore = loadavg();
console.log(`PGlite: ${pgliteCycles} cycles, ${clients} clients`);
reports.push(await runKillCycles({ cycles: pgliteCycles, clients, log, channels: true }));

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  console.log(`PostgreSQL: ${pgCycles} cycles, ${clients} clients`);
  reports.push(await runKillCycles({ databaseUrl: url, cycles: pgCycles, clients, log, channels: true }));
}

console.log("\ndatabase  cycles  acknowledged  lost  stuck  dup-alerts  restart-p50  restart-max");
for (const r of reports) {
  console.log(
    [
      r.database.padEnd(8),
      String(r.cycles).padStart(6),
      String(r.acknowledged).padStart(12),
      String(r.lost).padStart(5),
      String(r.stuck).padStart(6),
      String(r.duplicateAlerts).padStart(10),
      `${percentile(r.restartMs, 50)} ms`.padStart(11),
      `${Math.max(0, ...r.restartMs)} ms`.padStart(11),
    ].join("  "),
  );
}
for (const r of reports) console.log(formatReport(r));

console.log("\ndatabase  e-mail kind          rows  lost  stuck  extra  extra/kill");
for (const r of reports) {
  for (const [kind, e] of Object.entries(r.email ?? {})) {
    console.log(
      [
        r.database.padEnd(8),
        kind.padEnd(18),
        String(e.rows).padStart(5),
        String(e.lost).padStart(4),
        String(e.stuck).padStart(5),
        String(e.extra).padStart(5),
        (e.extra / r.cycles).toFixed(2).padStart(10),
      ].join("  "),
    );
  }
}
const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(" ");
console.log(`\nload average before ${fmt(loadBefore)}, after ${fmt(loadavg())}`);
