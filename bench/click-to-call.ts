// Calls (decision 052): time from an agent's Call (POST /api/leads/{id}/calls) to the provider accepting
// the call to the agent's phone (a loopback Twilio-compatible Voice peer answering 201), inside calling
// hours (the calls clock set to a Wednesday afternoon in Toronto).
//   npx tsx bench/click-to-call.ts                 (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_calls npx tsx bench/click-to-call.ts
// In-process (app.inject for the click; the provider call is HTTP to the peer), one call at a time.
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { createLead, createUser, signIn } from "../server/test/factories";
import { startTwilioVoicePeer } from "../server/test/twilio-voice-peer";

const count = Number(process.env.BENCH_CALLS ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-calls-"));
const database = databaseUrl
  ? await openDatabase({ driver: "postgres", url: databaseUrl, poolSize: 10 })
  : await openDatabase({ driver: "pglite", dataDir: path.join(dataDir, "pg") });
await database.migrate();
const peer = await startTwilioVoicePeer();
const config = loadConfig({
  NODE_ENV: "test",
  DEMO: "false",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  PUBLIC_URL: "http://portal.test",
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: peer.accountSid,
  TWILIO_AUTH_TOKEN: peer.authToken,
  TWILIO_FROM: "+14165550100",
  TWILIO_API_BASE: peer.url,
});
const app = await buildApp(config, { database });
await app.ready();
app.calls.setClock(() => new Date("2026-12-02T19:00:00Z"));
const agent = await createUser(database.db, { role: "agent", fullName: "Bench Agent", phone: "(416) 555-0177" });
const cookie = await signIn(app, agent.email);

async function click(i: number) {
  const last = String(1000 + (i % 9000)).padStart(4, "0");
  const lead = await createLead(database.db, { province: "ON", city: "Toronto", phone: `(416) 555-${last}` });
  const before = peer.calls.length;
  const started = Date.now();
  const res = await app.inject({
    method: "POST",
    url: `/api/leads/${lead.id}/calls`,
    headers: { cookie, origin: "http://portal.test" },
    payload: {},
  });
  if (res.statusCode !== 201) throw new Error(`Call answered ${res.statusCode}: ${res.body}`);
  const [call] = (await peer.waitForCalls(before + 1, 30_000)).slice(before);
  if (!call) throw new Error("no call reached the peer");
  return call.receivedAt - started;
}

const pct = (t: number[], p: number) => t[Math.min(t.length - 1, Math.floor(t.length * p))] ?? 0;
const load = loadavg()
  .map((v) => v.toFixed(2))
  .join(" ");
try {
  for (let i = 0; i < 10; i++) await click(8000 + i);
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await click(i));
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `Click-to-call -> provider accepts the call to the agent (${databaseUrl ? "PostgreSQL" : "PGlite"}, ${count} calls): ` +
      `mean ${mean.toFixed(1)} ms, p50 ${pct(times, 0.5)} ms, p95 ${pct(times, 0.95)} ms, max ${times.at(-1)} ms`,
  );
  console.log(
    `load average before ${load}, after ${loadavg()
      .map((v) => v.toFixed(2))
      .join(" ")}`,
  );
} finally {
  await app.close();
  await peer.close();
  await database.close();
}
