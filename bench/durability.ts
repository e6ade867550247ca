// Lead capture under kill -9 (decision 003): N cycles of SIGKILL and restart of the real server while clients
// save partial and final leads and retry what got no answer; then what the database holds.
//   npx tsx bench/durability.ts                      (PGlite; BENCH_CYCLES=20 by default)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/durability.ts   (also PostgreSQL)
// The PostgreSQL database named in BENCH_DATABASE_URL is dropped and created afresh.
import pg from "pg";
import { formatReport, type KillCycleReport, percentile, runKillCycles } from "../server/test/kill-cycles";

const cycles = Number(process.env.BENCH_CYCLES ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 4);
const reports: KillCycleReport[] = [];
const log = (line: string) => console.log(`  ${line}`);

console.log(`PGlite: ${cycles} cycles, ${clients} clients`);
reports.push(await runKillCycles({ cycles, clients, log }));

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
  console.log(`PostgreSQL: ${cycles} cycles, ${clients} clients`);
  reports.push(await runKillCycles({ databaseUrl: url, cycles, clients, log }));
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
