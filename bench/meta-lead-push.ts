// Meta Lead Ads to the agent's phone (decision 053): from Meta's signed leadgen webhook to the assigned
// agent's push accepted by a loopback Web Push service, the Graph lead read from a loopback Graph peer.
//   npx tsx bench/meta-lead-push.ts                       (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_meta npx tsx bench/meta-lead-push.ts
// In-process (app.inject), one agent with 1 subscribed device dealt every lead; a webhook every
// BENCH_GAP_MS (default 200 ms) without waiting for deliveries. Figures only; nothing passes or fails.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { rowsOf } from "../server/lib/query-rows";
import { metaLeadgenWebhook, startMetaGraphPeer } from "../server/test/meta-graph-peer";
import { startPushServicePeer } from "../server/test/push-service-peer";
import { poolAgentWithDevices } from "./lib/pool-agent";

const leadsToSend = Number(process.env.BENCH_LEADS ?? 50);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = databaseUrl
  ? await openDatabase({ driver: "postgres", url: databaseUrl, poolSize: 10 })
  : await openDatabase({ driver: "pglite", dataDir: path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "pg") });
await database.migrate();

const APP_SECRET = "bench-meta-app-secret-0123456789";
const TOKEN = "bench-page-token";
const graph = await startMetaGraphPeer(TOKEN);
const pushService = await startPushServicePeer();
const origin = "http://127.0.0.1";
const config = loadConfig({
  NODE_ENV: "test",
  DEMO: "false",
  LOG_LEVEL: "warn",
  PUBLIC_URL: origin,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-data-")),
  PERSON_HASH_KEY: "bench-person-hash-key-0123456789abcdef",
  META_VERIFY_TOKEN: "bench-verify-token",
  META_APP_SECRET: APP_SECRET,
  META_ACCESS_TOKEN: TOKEN,
  META_GRAPH_BASE: graph.base,
});
const app = await buildApp(config, { database });
await app.ready();

const suffix = randomBytes(3).toString("hex");
await poolAgentWithDevices(app, database.db, {
  origin,
  suffix,
  devices: ["phone"],
  subscription: (name) => pushService.subscription(name),
});

const sentAt = new Map<string, number>();
const answerMs: number[] = [];
let n = 0;
async function send(count: number) {
  for (let i = 0; i < count; i++) {
    const next = performance.now() + gapMs;
    n += 1;
    const leadgenId = String(9_000_000_000_000 + n);
    graph.leads.set(leadgenId, {
      id: leadgenId,
      campaign_id: "238000333",
      adset_id: "238000222",
      ad_id: "238000111",
      form_id: "555000111",
      field_data: [
        { name: "full_name", values: [`Bench Seller ${n}`] },
        { name: "email", values: [`bench.${suffix}.${n}@example.test`] },
        { name: "phone_number", values: ["+14165550100"] },
      ],
    });
    const { body, signature } = metaLeadgenWebhook(APP_SECRET, [{ leadgenId }]);
    const started = Date.now();
    const t0 = performance.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/ads/meta/webhook",
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode} ${res.body}`);
    answerMs.push(performance.now() - t0);
    // The lead this webhook made, to match its push.
    const [row] = rowsOf<{ lead_id: string }>(
      await database.db.execute(
        sql`SELECT lead_id FROM ad_leads WHERE platform = 'meta' AND external_id = ${leadgenId}`,
      ),
    );
    if (row) sentAt.set(row.lead_id, started);
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
    `${label.padEnd(46)} n=${String(values.length).padStart(4)}  p50 ${pct(values, 0.5).toFixed(0).padStart(5)} ms  p95 ${pct(values, 0.95).toFixed(0).padStart(5)} ms  max ${Math.max(
      ...values,
    )
      .toFixed(0)
      .padStart(5)} ms`,
  );

try {
  await send(5);
  await pushService.waitFor(5, 60_000);
  sentAt.clear();
  answerMs.length = 0;
  const before = pushService.received.length;
  await send(leadsToSend);
  await pushService.waitFor(before + leadsToSend, 180_000);
  const latencies: number[] = [];
  for (const push of pushService.received.slice(before)) {
    const start = sentAt.get(String(push.payload.leadId));
    if (start !== undefined) latencies.push(push.receivedAt - start);
  }
  console.log(
    `Meta lead -> push: ${leadsToSend} webhooks, one every ${gapMs} ms, ${databaseUrl ? "PostgreSQL" : "PGlite"}`,
  );
  line("webhook answered (POST /api/ads/meta/webhook)", answerMs);
  line("webhook -> agent's push accepted", latencies);
  console.log(`Graph reads: ${graph.requests.length}, push errors: ${pushService.errors.length}`);
  console.log(
    `load average (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
} finally {
  await app.close();
  await pushService.close();
  await graph.close();
  await database.close();
}
