// Lead-capture throughput and latency: POST /api/leads/partial against a bare route and a minimal
// single-insert route on the same database, 50 connections for 10 s each.
//   npx tsx bench/lead-capture.ts                 (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/lead-capture.ts
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const server = spawn(process.execPath, ["--import", "tsx", "bench/bench-server.ts"], {
  stdio: ["ignore", "pipe", "inherit"],
  env: process.env,
});
const url = await new Promise<string>((resolve, reject) => {
  let out = "";
  server.stdout.on("data", (chunk: Buffer) => {
    out += chunk;
    const match = /BENCH_URL (\S+)/.exec(out);
    if (match?.[1]) resolve(match[1]);
  });
  server.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
});

const headers = { "content-type": "application/json", origin: "http://127.0.0.1" };
let counter = 0;
function leadBody(): string {
  counter++;
  return JSON.stringify({
    id: `lead_${Date.now()}_${randomBytes(6).toString("hex")}`,
    leadType: counter % 2 ? "Cash Offer" : "Sell with Agent",
    status: "Partial",
    street: `${counter} Maple Avenue`,
    city: "Toronto",
    province: "ON",
    postalCode: "M4C 1A1",
    variant: "four-card",
    utm: { source: "bench" },
  });
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(name: string, path: string, body?: () => string): Promise<Row> {
  const result = await autocannon({
    url: `${url}${path}`,
    method: "POST",
    connections,
    duration,
    headers,
    body: body ? undefined : "{}",
    requests: body ? [{ setupRequest: (req) => ({ ...req, body: body() }) }] : undefined,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

try {
  // Warm up the JIT and the connection pool.
  await autocannon({ url: `${url}/api/bench/bare`, method: "POST", connections: 10, duration: 2, headers, body: "{}" });
  const rows = [
    await run("bare route", "/api/bench/bare"),
    await run("minimal insert", "/api/bench/insert"),
    await run("lead capture", "/api/leads/partial", leadBody),
  ];
  const db = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`\nLead capture benchmark on ${db}: ${connections} connections, ${duration} s each\n`);
  console.log("route             req/s     p50 ms   p99 ms   errors  non-2xx");
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(16)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(8)}`,
    );
  }
  const [bare, insert, lead] = rows as [Row, Row, Row];
  console.log(`\nlead capture / minimal insert: ${((lead.rps / insert.rps) * 100).toFixed(1)}% (target >= 70%)`);
  console.log(`lead capture / bare route:     ${((lead.rps / bare.rps) * 100).toFixed(1)}%`);
  console.log(`lead capture p99: ${lead.p99} ms (target <= 50 ms on PostgreSQL)`);
} finally {
  server.kill("SIGTERM");
}
