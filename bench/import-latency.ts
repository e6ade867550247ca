// Staff reads while a 20 MB CSV dry run runs (decision 027: p95 within 2x of idle):
//   npm run build && npx tsx bench/import-latency.ts
// The compiled server (what `npm start` runs) on a fresh embedded database with demo data. Signs in as the
// demo admin, times GET /api/leads one after another with nothing else running (idle), then again while a
// dry run of a ~19.5 MB CSV is answered, and prints both p50/p95, the ratio and the load average. Prints
// figures; never fails on time. BENCH_READS changes the idle sample.
import { loadavg } from "node:os";
import { benchImportMapping } from "./lib/import-csv";
import { startPortal } from "./lib/public-pages";

const IDLE_READS = Number(process.env.BENCH_READS ?? 200);
const TARGET_BYTES = 19.5 * 1024 * 1024;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const portal = await startPortal();
try {
  const login = await fetch(`${portal.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: portal.url },
    body: JSON.stringify({ email: "admin@demo.test", password: "demo1234" }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

  const read = async () => {
    const started = performance.now();
    const res = await fetch(`${portal.url}/api/leads?limit=20`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/leads answered ${res.status}`);
    return performance.now() - started;
  };

  const lines = ["Name,Email,Phone,Address,City,Province,Consent,Consent date"];
  let bytes = lines[0]?.length ?? 0;
  for (let i = 0; bytes < TARGET_BYTES; i++) {
    const line = `"Seller Number ${i}",seller.${i}@example.com,(416) 555-${String(i % 10_000).padStart(4, "0")},"${i} Maple Avenue, Unit ${i % 40}",Toronto,ON,${i % 4 === 0 ? "implied,2026-06-01" : "express,"}`;
    lines.push(line);
    bytes += line.length + 1;
  }
  const csv = lines.join("\n");

  for (let i = 0; i < 20; i++) await read(); // warm-up
  const idle: number[] = [];
  for (let i = 0; i < IDLE_READS; i++) idle.push(await read());

  const form = new FormData();
  form.append("mapping", JSON.stringify(benchImportMapping));
  form.append("file", new Blob([csv], { type: "text/csv" }), "large.csv");
  console.log(`Load average before: ${load()}; file: ${lines.length - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  const started = performance.now();
  let dryRunDone = false;
  const dryRun = fetch(`${portal.url}/api/leads/import/dry-run`, {
    method: "POST",
    headers: { cookie, origin: portal.url },
    body: form,
  }).then(async (res) => {
    const body = (await res.json()) as { totalRows?: number; validRows?: number; message?: string };
    dryRunDone = true;
    if (res.status !== 200) throw new Error(`dry run answered ${res.status}: ${body.message}`);
    return { body, seconds: (performance.now() - started) / 1000 };
  });
  const during: number[] = [];
  while (!dryRunDone) during.push(await read());
  const { body, seconds } = await dryRun;

  console.log(`dry run: ${body.totalRows} rows checked (${body.validRows} valid) in ${seconds.toFixed(1)} s`);
  console.log(
    `GET /api/leads idle:            p50 ${ms(quantile(idle, 0.5))}  p95 ${ms(quantile(idle, 0.95))}  (${idle.length} reads)`,
  );
  console.log(
    `GET /api/leads during the run:  p50 ${ms(quantile(during, 0.5))}  p95 ${ms(quantile(during, 0.95))}  max ${ms(Math.max(...during))}  (${during.length} reads)`,
  );
  console.log(`p95 during / idle: ${(quantile(during, 0.95) / quantile(idle, 0.95)).toFixed(2)} (target <= 2)`);
  console.log(`Load average after: ${load()}`);
} finally {
  await portal.stop();
}
