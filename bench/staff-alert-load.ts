// Staff alerts under load (decision 044): final leads at BENCH_RATE per second (default 46) for
// BENCH_SECONDS (default 60) against the real app as a child process (bench/bench-server.ts, PGlite unless
// BENCH_DATABASE_URL), each alert going to a loopback SMTP server (server/test/smtp-peer.ts). Reports, for
// the finals acknowledged during the load, the time from the save's answer to the SMTP server accepting its
// staff alert (p50, p99, max), and the time from the end of the load until every alert is out. Targets:
// p99 at most 10 s, all out within 30 s. Figures only; nothing passes or fails.
//   npx tsx bench/staff-alert-load.ts
//   BENCH_RATE=46 BENCH_SECONDS=60 npx tsx bench/staff-alert-load.ts
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { SmtpPeer } from "../server/test/smtp-peer";
import { headers, startBenchServer, stopBenchServer } from "./load";

const rate = Number(process.env.BENCH_RATE ?? 46);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const drainLimitMs = 180_000;
const staffEmail = `bench.staff.${randomBytes(3).toString("hex")}@example.test`;

const smtp = new SmtpPeer();
await smtp.start();
const { url, server } = await startBenchServer({ BENCH_SMTP_URL: smtp.url, BENCH_STAFF_EMAIL: staffEmail });

/** When the SMTP server accepted the alert naming each lead id (sampled every 10 ms). */
const acceptedAt = new Map<string, number>();
let seen = 0;
const sampler = setInterval(() => {
  for (; seen < smtp.received.length; seen++) {
    const id = /lead_\d+_[a-z0-9]+/.exec(smtp.received[seen]?.raw ?? "")?.[0];
    if (id && !acceptedAt.has(id)) acceptedAt.set(id, Date.now());
  }
}, 10);

const acknowledgedAt = new Map<string, number>();
const statuses = new Map<number, number>();
let shed = 0;

async function save(): Promise<void> {
  const id = `lead_${Date.now()}_${randomBytes(5).toString("hex")}`;
  const body = JSON.stringify({
    id,
    leadSecret: randomBytes(18).toString("base64url"),
    leadType: "cash",
    name: "Alert Bench",
    email: `seller.${randomBytes(4).toString("hex")}@example.test`,
    phone: "(416) 555-0150",
    street: "1 Bench Street",
    city: "Toronto",
    province: "ON",
  });
  for (;;) {
    const res = await fetch(`${url}/api/leads`, { method: "POST", headers, body }).catch(() => undefined);
    await res?.arrayBuffer();
    const status = res?.status ?? 0;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status === 200) {
      acknowledgedAt.set(id, Date.now());
      return;
    }
    // Shed (503, Retry-After) or no answer: the browser sends the same save again.
    if (status === 503) shed++;
    await new Promise((r) => setTimeout(r, Number(res?.headers.get("retry-after") ?? 1) * 1000));
  }
}

const load = `${rate} finals/s for ${seconds} s`;
const loadBefore = loadavg();
console.log(`staff alerts under load: ${load}, PGlite${process.env.BENCH_DATABASE_URL ? " -> PostgreSQL" : ""}`);
const started = Date.now();
const inFlight: Promise<void>[] = [];
for (let n = 0; Date.now() - started < seconds * 1000; n++) {
  inFlight.push(save());
  const next = started + ((n + 1) * 1000) / rate;
  await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
}
const loadEnded = Date.now();
const duringLoad = [...acknowledgedAt.entries()].filter(([, at]) => at <= loadEnded).map(([id]) => id);
const outAtEnd = duringLoad.filter((id) => acceptedAt.has(id)).length;
await Promise.all(inFlight);
while ([...acknowledgedAt.keys()].some((id) => !acceptedAt.has(id)) && Date.now() - loadEnded < drainLimitMs) {
  await new Promise((r) => setTimeout(r, 50));
}
clearInterval(sampler);
const missing = [...acknowledgedAt.keys()].filter((id) => !acceptedAt.has(id)).length;
const allOutAt = Math.max(...[...acceptedAt.values()]);
const waits = duringLoad
  .filter((id) => acceptedAt.has(id))
  .map((id) => (acceptedAt.get(id) as number) - (acknowledgedAt.get(id) as number))
  .sort((a, b) => a - b);
const pct = (p: number) => waits[Math.min(waits.length - 1, Math.ceil((p / 100) * waits.length) - 1)] ?? Number.NaN;

console.log(
  `saves: ${acknowledgedAt.size} acknowledged, answers ${JSON.stringify(Object.fromEntries(statuses))}, ${shed} shed and sent again`,
);
console.log(`alerts out when the load stopped: ${outAtEnd} of ${duringLoad.length}`);
console.log(
  `save answered -> SMTP accepted (finals during the load): p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${waits.at(-1)} ms`,
);
console.log(
  missing > 0
    ? `NOT all out: ${missing} alerts missing ${drainLimitMs / 1000} s after the load`
    : `all alerts out ${Math.max(0, allOutAt - loadEnded)} ms after the load ended`,
);
console.log(
  `load average before ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} (${navigator.hardwareConcurrency} cores)`,
);
await stopBenchServer(server);
await smtp.stop();
