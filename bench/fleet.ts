// Lead capture and the minimal-insert route with 1 and 2 server processes (node:cluster, as WORKERS runs
// them) against one PostgreSQL, in one run, with the ratios.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/fleet.ts
import { loadavg } from "node:os";
import { leadBody, printRows, type Row, run, startBenchServer, stopBenchServer, warmUp } from "./load";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
if (!process.env.BENCH_DATABASE_URL) {
  console.error("bench/fleet.ts needs BENCH_DATABASE_URL (PostgreSQL): PGlite is one process.");
  process.exit(2);
}

const results = new Map<number, { insert: Row; lead: Row }>();
for (const workers of [1, 2]) {
  const { url, server } = await startBenchServer({ BENCH_WORKERS: String(workers) });
  try {
    await warmUp(url);
    const insert = await run(url, `minimal insert, ${workers} proc`, "/api/bench/insert", { connections, duration });
    const lead = await run(url, `lead capture, ${workers} proc`, "/api/leads/partial", {
      connections,
      duration,
      body: leadBody,
    });
    results.set(workers, { insert, lead });
  } finally {
    await stopBenchServer(server);
  }
}

const one = results.get(1) as { insert: Row; lead: Row };
const two = results.get(2) as { insert: Row; lead: Row };
console.log(
  `\nFleet benchmark on PostgreSQL: ${connections} connections, ${duration} s each, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
printRows([one.insert, one.lead, two.insert, two.lead]);
const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)}%`;
console.log(
  `\nlead capture / minimal insert: 1 process ${pct(one.lead.rps, one.insert.rps)}, 2 processes ${pct(two.lead.rps, two.insert.rps)}`,
);
console.log(
  `2 processes / 1 process:       lead capture ${(two.lead.rps / one.lead.rps).toFixed(2)}x, minimal insert ${(two.insert.rps / one.insert.rps).toFixed(2)}x`,
);
