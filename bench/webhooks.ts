// Webhooks: what subscribed endpoints add to a final lead save, and how fast one process delivers.
//   npx tsx bench/webhooks.ts                 (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_integrations npx tsx bench/webhooks.ts
// In-process (app.inject and a loopback receiver), so the figures compare with each other, not with
// bench/lead-capture.ts's HTTP load.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { webhookEndpoints } from "../server/db/schema/index";
import { WebhookReceiver } from "../server/test/webhook-receiver";

const saves = Number(process.env.BENCH_SAVES ?? 300);
const messages = Number(process.env.BENCH_MESSAGES ?? 500);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = databaseUrl
  ? await openDatabase({ driver: "postgres", url: databaseUrl, poolSize: 10 })
  : await openDatabase({ driver: "pglite", dataDir: path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "pg") });
await database.migrate();
const config = loadConfig({
  NODE_ENV: "test",
  DEMO: "false",
  LOG_LEVEL: "warn",
  RATE_LIMIT_LEADS_PER_MINUTE: "1000000",
  PUBLIC_URL: "http://127.0.0.1",
});
const app = await buildApp(config, { database, webhookWorkerOptions: { pollMs: 20 } });
await app.ready();
const receiver = new WebhookReceiver();
await receiver.start();

async function finalSaves(n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { origin: "http://127.0.0.1" },
      payload: {
        id: `lead_${Date.now()}_${randomBytes(5).toString("hex")}`,
        leadSecret: randomBytes(16).toString("base64url"),
        fullName: "Bench Seller",
        phone: "416-555-0100",
      },
    });
    if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
const pct = (t: number[], p: number) => (t[Math.min(t.length - 1, Math.floor(t.length * p))] ?? 0).toFixed(2);

try {
  // Warm up, then final saves with no endpoint and with 3 subscribed endpoints (the receiver drops them).
  await finalSaves(30);
  const none = await finalSaves(saves);
  for (let i = 0; i < 3; i++) {
    await database.db
      .insert(webhookEndpoints)
      .values({ url: receiver.url(), events: ["lead.created"], secret: `whsec_${randomBytes(24).toString("base64")}` });
  }
  const three = await finalSaves(saves);
  await new Promise((r) => setTimeout(r, 2000));

  // Delivery throughput of one process: `messages` rows queued at once, timed until all are sent.
  await database.db.execute(sql`DELETE FROM webhook_deliveries`);
  const [endpoint] = await database.db.select().from(webhookEndpoints).limit(1);
  const before = receiver.received.length;
  await database.db.execute(sql`
    INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, payload)
    SELECT ${endpoint?.id}, 'msg_bench_' || g, 'lead.created', '{"type":"lead.created","data":{}}'::jsonb
    FROM generate_series(1, ${messages}) g`);
  const started = performance.now();
  app.webhooks.kick();
  await receiver.waitFor(before + messages, 300_000);
  const seconds = (performance.now() - started) / 1000;

  const [l1, l5, l15] = loadavg().map((v) => v.toFixed(2));
  console.log(`\nWebhooks benchmark on ${databaseUrl ? "PostgreSQL" : "PGlite"} (load average ${l1} ${l5} ${l15})\n`);
  console.log(
    `final lead save, no endpoint:        p50 ${pct(none, 0.5)} ms  p99 ${pct(none, 0.99)} ms  (${saves} saves)`,
  );
  console.log(`final lead save, 3 endpoints:        p50 ${pct(three, 0.5)} ms  p99 ${pct(three, 0.99)} ms`);
  console.log(
    `delivery, one process, loopback 204: ${(messages / seconds).toFixed(0)} deliveries/s (${messages} in ${seconds.toFixed(2)} s)`,
  );
} finally {
  await app.close();
  await receiver.stop();
  await database.close();
}
