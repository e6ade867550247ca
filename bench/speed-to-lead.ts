// Speed to lead (decision 035): from a seller's final submit to the assigned agent's phones, beside the
// same lead's staff e-mail, in one run.
//   npx tsx bench/speed-to-lead.ts                       (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_push npx tsx bench/speed-to-lead.ts
// In-process: the app (app.inject), a loopback Web Push service that decrypts every message (RFC 8291) and
// checks its VAPID signature, and a loopback SMTP server (server/test/smtp-peer.ts). Each final lead is dealt
// round robin to the one agent of a pool, who has 3 subscribed devices. A lead is submitted every
// BENCH_GAP_MS (default 100 ms), without waiting for its deliveries. Figures only; nothing passes or fails.
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { startPushServicePeer } from "../server/test/push-service-peer";
import { SmtpPeer } from "../server/test/smtp-peer";
import { poolAgentWithDevices } from "./lib/pool-agent";

const leadsToSend = Number(process.env.BENCH_LEADS ?? 200);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 100);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = databaseUrl
  ? await openDatabase({ driver: "postgres", url: databaseUrl, poolSize: 10 })
  : await openDatabase({ driver: "pglite", dataDir: path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "pg") });
await database.migrate();

const smtp = new SmtpPeer();
await smtp.start();
const pushService = await startPushServicePeer();
const origin = "http://127.0.0.1";
const config = loadConfig({
  NODE_ENV: "test",
  DEMO: "false",
  LOG_LEVEL: "warn",
  RATE_LIMIT_LEADS_PER_MINUTE: "1000000",
  PUBLIC_URL: origin,
  SMTP_URL: smtp.url,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-data-")),
  PERSON_HASH_KEY: "bench-person-hash-key-0123456789abcdef",
});
const app = await buildApp(config, { database });
await app.ready();

const suffix = randomBytes(3).toString("hex");
const agent = await poolAgentWithDevices(app, database.db, {
  origin,
  suffix,
  devices: ["phone", "tablet", "laptop"],
  subscription: (name) => pushService.subscription(name),
});

// When the SMTP peer accepted each staff alert, by lead (the helper keeps messages, not times).
const mailArrivals = new Map<string, number>();
const keep = smtp.received.push.bind(smtp.received);
smtp.received.push = (...emails) => {
  const now = Date.now();
  for (const email of emails) {
    const leadId = /\/leads\/(lead_[0-9]+_[0-9a-f]+)/.exec(email.raw)?.[1];
    if (leadId && email.to.includes(agent.agentEmail) && !mailArrivals.has(leadId)) mailArrivals.set(leadId, now);
  }
  return keep(...emails);
};

const submitted = new Map<string, number>();
const saveMs: number[] = [];
async function submit(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const next = performance.now() + gapMs;
    const id = `lead_${Date.now()}_${randomBytes(5).toString("hex")}`;
    const started = Date.now();
    const t0 = performance.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { origin },
      payload: {
        id,
        leadSecret: randomBytes(16).toString("base64url"),
        leadType: "cash",
        fullName: "Bench Seller",
        phone: "416-555-0100",
      },
    });
    if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}`);
    saveMs.push(performance.now() - t0);
    submitted.set(id, started);
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;
};
const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(44)} n=${String(values.length).padStart(4)}  p50 ${pct(values, 0.5).toFixed(0).padStart(5)} ms  p95 ${pct(values, 0.95).toFixed(0).padStart(5)} ms  p99 ${pct(values, 0.99).toFixed(0).padStart(5)} ms  max ${Math.max(
      ...values,
    )
      .toFixed(0)
      .padStart(5)} ms`,
  );

try {
  // Warm-up leads (not counted), then the measured run.
  await submit(10);
  await pushService.waitFor(30, 30_000);
  await smtp.waitFor(() => smtp.received.length >= 10, 30_000);
  submitted.clear();
  saveMs.length = 0;
  const pushesBefore = pushService.received.length;
  const mailsBefore = smtp.received.length;

  const runStarted = Date.now();
  await submit(leadsToSend);
  await pushService.waitFor(pushesBefore + leadsToSend * 3, 120_000);
  const deadline = Date.now() + 120_000;
  while ([...submitted.keys()].some((id) => !mailArrivals.has(id)) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  void mailsBefore;
  const runMs = Date.now() - runStarted;

  const perDevice: number[] = [];
  const allDevices: number[] = [];
  const byLead = new Map<string, number[]>();
  for (const push of pushService.received.slice(pushesBefore)) {
    const leadId = String(push.payload.leadId);
    const start = submitted.get(leadId);
    if (start === undefined) continue;
    perDevice.push(push.receivedAt - start);
    byLead.set(leadId, [...(byLead.get(leadId) ?? []), push.receivedAt - start]);
  }
  for (const times of byLead.values()) if (times.length === 3) allDevices.push(Math.max(...times));
  console.log(
    `speed to lead: ${leadsToSend} final leads, one every ${gapMs} ms, 1 agent with 3 devices, ${databaseUrl ? "PostgreSQL" : "PGlite"}; run ${(runMs / 1000).toFixed(1)} s`,
  );
  line("final submit answered (POST /api/leads)", saveMs);
  line("submit -> push accepted, each device", perDevice);
  line("submit -> push accepted on all 3 devices", allDevices);
  const mailTimes = mailLatencies();
  line("submit -> staff e-mail accepted by SMTP", mailTimes);
  console.log(`pushes decrypted: ${pushService.received.length - pushesBefore}, errors: ${pushService.errors.length}`);
  console.log(
    `load average (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(`uptime: ${execSync("uptime").toString().trim()}`);
} finally {
  await app.close();
  await pushService.close();
  await smtp.stop();
  await database.close();
}

/** E-mail latencies: the alert to the agent for each measured lead, by when the SMTP peer accepted it. */
function mailLatencies(): number[] {
  const out: number[] = [];
  for (const [leadId, start] of submitted) {
    const arrived = mailArrivals.get(leadId);
    if (arrived !== undefined) out.push(arrived - start);
  }
  return out;
}
