// Lead capture under kill -9 (decisions 003, 044): N cycles of SIGKILL and restart of the real server while
// clients save partial and final leads and retry what got no answer; then what the database holds, and per
// outbox channel and kind what its loopback peer got: lost, stuck and extra deliveries per kill. E-mail to an
// SMTP peer (by Message-ID), web push to a push service peer that decrypts it (by device and Topic), texts
// to a Twilio-compatible peer (by the idempotency token each request carries), webhooks to a receiver (by
// webhook-id); server/test/kill-cycles.ts sets them up through the server's API. The run waits for the
// outboxes to drain after the last kill (a killed process's claims come back after their lease).
//   npx tsx bench/durability.ts                      (PGlite; BENCH_PGLITE_CYCLES=10 by default)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/durability.ts   (also PostgreSQL,
//   BENCH_PG_CYCLES=20 by default)
// The PostgreSQL database named in BENCH_DATABASE_URL is dropped and created afresh.
import { loadavg } from "node:os";
import pg from "pg";
import { buildServerBundle } from "../scripts/server-bundle.mjs";
import { channelTotals } from "../server/test/channel-tally";
import { formatReport, type KillCycleReport, percentile, runKillCycles } from "../server/test/kill-cycles";
import { testServerDir } from "../server/test/test-database";

const pgliteCycles = Number(process.env.BENCH_PGLITE_CYCLES ?? process.env.BENCH_CYCLES ?? 10);
const pgCycles = Number(process.env.BENCH_PG_CYCLES ?? process.env.BENCH_CYCLES ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 4);
const reports: KillCycleReport[] = [];
const log = (line: string) => console.log(`  ${line}`);

const loadBefore = loadavg();
// The server the harness starts as a child process, built from these sources (as the tests' global setup does).
await buildServerBundle(testServerDir);
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

const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(" ");
console.log("\ndatabase  channel   kind                  rows  lost  stuck  extra  extra/kill");
for (const r of reports) {
  const kinds = r.channels ?? [];
  for (const e of [...kinds, ...channelTotals(kinds)].sort((a, b) => a.channel.localeCompare(b.channel))) {
    console.log(
      [
        r.database.padEnd(8),
        e.channel.padEnd(8),
        (e.kind === "all" ? "(all)" : e.kind).padEnd(20),
        String(e.rows).padStart(5),
        String(e.lost).padStart(4),
        String(e.stuck).padStart(5),
        String(e.extra).padStart(5),
        (e.extra / r.cycles).toFixed(2).padStart(10),
      ].join("  "),
    );
  }
  const all = { rows: 0, lost: 0, stuck: 0, extra: 0 };
  for (const t of channelTotals(kinds)) {
    all.rows += t.rows;
    all.lost += t.lost;
    all.stuck += t.stuck;
    all.extra += t.extra;
  }
  console.log(
    [
      r.database.padEnd(8),
      "(every)".padEnd(8),
      "(all)".padEnd(20),
      String(all.rows).padStart(5),
      String(all.lost).padStart(4),
      String(all.stuck).padStart(5),
      String(all.extra).padStart(5),
      (all.extra / r.cycles).toFixed(2).padStart(10),
    ].join("  "),
  );
  for (const [channel, x] of Object.entries(r.resends ?? {})) {
    if (x.acrossKill + x.withinProcess === 0) continue;
    const before = [...x.beforeKillMs].sort((a, b) => a - b);
    console.log(
      `${r.database}: ${channel} extra copies: ${x.acrossKill} after a kill (the copy before arrived ${before.join(", ")} ms before the kill), ${x.withinProcess} within one process`,
    );
  }
  for (const [channel, w] of Object.entries(r.windowMs ?? {})) {
    if (w.length === 0) continue;
    console.log(
      // Texts: a text found at the provider after a crash (not sent again) counts here with its lease's wait.
      `${r.database}: ${channel} window (peer took it -> "sent" written) p50 ${percentile(w, 50)} ms, p95 ${percentile(w, 95)} ms, max ${Math.max(...w)} ms (${w.length} rows)`,
    );
  }
  const unmatched = Object.entries(r.unmatched ?? {}).filter(([, n]) => n > 0);
  if (unmatched.length > 0) console.log(`${r.database}: copies matching no outbox row: ${JSON.stringify(unmatched)}`);
  console.log(`${r.database}: load average before ${fmt(r.load.before)}, after ${fmt(r.load.after)}`);
}
console.log(`\nload average before ${fmt(loadBefore)}, after ${fmt(loadavg())}`);
