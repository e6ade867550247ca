// Lead-capture throughput and latency: POST /api/leads/partial against a bare route and a minimal
// single-insert route on the same database, 50 connections for 10 s each.
//   npx tsx bench/lead-capture.ts                 (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/lead-capture.ts
// The ratio to the minimal insert of the same run is the figure to compare (decision 031): on a shared
// machine absolute rates move with the load average, which is printed before and after.
import { loadavg } from "node:os";
import { leadBody, printRows, type Row, run, startBenchServer, stopBenchServer, warmUp } from "./load";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
const loadBefore = load();

const { url, server } = await startBenchServer();
try {
  await warmUp(url);
  const rows = [
    await run(url, "bare route", "/api/bench/bare", { connections, duration }),
    await run(url, "minimal insert", "/api/bench/insert", { connections, duration }),
    await run(url, "lead capture", "/api/leads/partial", { connections, duration, body: leadBody }),
  ];
  const db = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`\nLead capture benchmark on ${db}: ${connections} connections, ${duration} s each\n`);
  printRows(rows);
  const [bare, insert, lead] = rows as [Row, Row, Row];
  console.log(`\nlead capture / minimal insert: ${((lead.rps / insert.rps) * 100).toFixed(1)}% (target >= 75%)`);
  console.log(`lead capture / bare route:     ${((lead.rps / bare.rps) * 100).toFixed(1)}%`);
  console.log(`lead capture p99: ${lead.p99} ms (target <= 50 ms on PostgreSQL)`);
  console.log(`load average before: ${loadBefore}; after: ${load()}`);
} finally {
  await stopBenchServer(server);
}
