// Texting (decision 038): time from a seller's final submit (POST /api/leads, contact method Text) to the
// instant acknowledgement accepted by the provider (a loopback Twilio-compatible peer answering 201).
//   npx tsx bench/sms-ack.ts                 (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_sms npx tsx bench/sms-ack.ts
// In-process (app.inject for the submit; the text worker talks HTTP to the peer), one lead at a time.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { CONSENT_TEXT_VERSION } from "../contract/leads";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { startTwilioPeer } from "../server/test/twilio-peer";

const leads = Number(process.env.BENCH_LEADS ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-sms-"));
const database = databaseUrl
  ? await openDatabase({ driver: "postgres", url: databaseUrl, poolSize: 10 })
  : await openDatabase({ driver: "pglite", dataDir: path.join(dataDir, "pg") });
await database.migrate();
const peer = await startTwilioPeer();
const config = loadConfig({
  NODE_ENV: "test",
  DEMO: "false",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  RATE_LIMIT_LEADS_PER_MINUTE: "1000000",
  PUBLIC_URL: "http://127.0.0.1",
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: peer.accountSid,
  TWILIO_AUTH_TOKEN: peer.authToken,
  TWILIO_FROM: "+15145550000",
  TWILIO_API_BASE: peer.url,
});
const app = await buildApp(config, { database });
await app.ready();

async function submit(i: number): Promise<{ started: number; to: string }> {
  const last = String(1000 + (i % 9000)).padStart(4, "0");
  const to = `+1416555${last}`;
  const started = Date.now();
  const res = await app.inject({
    method: "POST",
    url: "/api/leads",
    headers: { origin: "http://127.0.0.1" },
    payload: {
      id: `lead_${Date.now()}_${randomBytes(5).toString("hex")}`,
      leadSecret: randomBytes(16).toString("base64url"),
      leadType: "agent",
      name: "Bench Seller",
      email: `bench.${i}.${randomBytes(3).toString("hex")}@example.com`,
      phone: `(416) 555-${last}`,
      province: "ON",
      contactMethod: "Text",
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
      completedContact: true,
    },
  });
  if (res.statusCode !== 200) throw new Error(`submit answered ${res.statusCode}: ${res.body}`);
  return { started, to };
}

/** The peer's record of the text to `to`, once it arrived (polled every millisecond, 30 s at most). */
async function acceptedFor(to: string) {
  const until = Date.now() + 30_000;
  for (;;) {
    const found = peer.messages.find((m) => m.to === to);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no acknowledgement reached the peer for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const pct = (t: number[], p: number) => t[Math.min(t.length - 1, Math.floor(t.length * p))] ?? 0;

try {
  // Warm up (JIT, the first connections), on numbers the measured run does not use.
  for (let i = 0; i < 10; i++) await acceptedFor((await submit(8000 + i)).to);
  const times: number[] = [];
  for (let i = 0; i < leads; i++) {
    const { started, to } = await submit(i);
    const message = await acceptedFor(to);
    times.push(message.receivedAt - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    JSON.stringify(
      {
        bench: "sms-ack",
        database: databaseUrl ? "postgres" : "pglite",
        leads,
        msFromFinalSubmitToProviderAccepted: {
          p50: pct(times, 0.5),
          p90: pct(times, 0.9),
          p99: pct(times, 0.99),
          max: times.at(-1),
          mean: Math.round(mean * 10) / 10,
        },
        load: loadavg().map((l) => l.toFixed(2)),
      },
      null,
      2,
    ),
  );
} finally {
  // Let the last batched live event go out before the database closes.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await app.close();
  await peer.close();
  await database.close();
}
