// Shared by the load benchmarks: the bench server as a child process, lead bodies, one autocannon run.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

export const headers = { "content-type": "application/json", origin: "http://127.0.0.1" };

/** Starts bench/bench-server.ts (BENCH_WORKERS processes when > 1) and resolves with its URL. */
export async function startBenchServer(
  env: Record<string, string> = {},
): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ["--import", "tsx", "bench/bench-server.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    // The server runs as in production (React's production build for the e-mails it renders), unless told.
    env: { NODE_ENV: "production", ...process.env, ...env },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      out += chunk;
      const match = /BENCH_URL (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    server.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { url, server };
}

export async function stopBenchServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

let counter = 0;
/** A progress save of a new lead, as the lead flows send it (with the owner secret). */
export function leadBody(): string {
  counter++;
  return JSON.stringify({
    id: `lead_${Date.now()}_${randomBytes(6).toString("hex")}`,
    leadSecret: randomBytes(18).toString("base64url"),
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

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function run(
  url: string,
  name: string,
  path: string,
  options: { connections: number; duration: number; body?: () => string },
): Promise<Row> {
  const { body } = options;
  const result = await autocannon({
    url: `${url}${path}`,
    method: "POST",
    connections: options.connections,
    duration: options.duration,
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

export async function warmUp(url: string): Promise<void> {
  await autocannon({ url: `${url}/api/bench/bare`, method: "POST", connections: 10, duration: 2, headers, body: "{}" });
}

export function printRows(rows: Row[]): void {
  console.log("route                      req/s     p50 ms   p99 ms   errors  non-2xx");
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(25)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(8)}`,
    );
  }
}
