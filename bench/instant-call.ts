// The instant call (decision 059): time from a seller's final save (POST /api/leads) to the provider
// accepting the call to the agent's phone (a loopback Twilio-compatible Voice peer answering 201), inside
// calling hours (the calls clock on a Wednesday afternoon in Toronto), through a round-robin pool that rings
// for cash leads. Target: p95 at most 5 s. The first call of the process is reported apart (first-time work).
//   npx tsx bench/instant-call.ts                 (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_calls npx tsx bench/instant-call.ts
// In-process (app.inject for the save; the worker is kicked by the lead's event; the provider call is HTTP).
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { createUser, newLeadId, signIn } from "../server/test/factories";
import { startTwilioVoicePeer } from "../server/test/twilio-voice-peer";
import { loadAverage, loadLine, percentile } from "./lib/figures";

const count = Number(process.env.BENCH_CALLS ?? 100);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-instant-"));
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
  RATE_LIMIT_LEADS_PER_MINUTE: "1000000",
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
const admin = await createUser(database.db, { role: "admin", fullName: "Bench Admin" });
const cookie = await signIn(app, admin.email);
const pool = await app.inject({
  method: "POST",
  url: "/api/admin/pools",
  headers: { cookie, origin: "http://portal.test" },
  payload: { name: "Instant", leadType: "cash", memberIds: [agent.id], instantCall: ["cash"] },
});
if (pool.statusCode !== 201) throw new Error(`pool: ${pool.statusCode} ${pool.body}`);

async function final(i: number): Promise<number> {
  const last = String(1000 + (i % 9000)).padStart(4, "0");
  const before = peer.calls.length;
  const started = Date.now();
  const res = await app.inject({
    method: "POST",
    url: "/api/leads",
    headers: { origin: "http://portal.test" },
    payload: {
      id: newLeadId(),
      leadSecret: randomBytes(18).toString("base64url"),
      leadType: "cash",
      name: "Instant Bench",
      phone: `(416) 555-${last}`,
      city: "Toronto",
      province: "ON",
    },
  });
  if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
  const [call] = (await peer.waitForCalls(before + 1, 30_000)).slice(before);
  if (!call) throw new Error("no call reached the peer");
  return call.receivedAt - started;
}

const load = loadAverage();
try {
  const first = await final(9000);
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await final(i));
  times.sort((a, b) => a - b);
  console.log(
    `Final save -> provider accepts the instant call to the agent (${databaseUrl ? "PostgreSQL" : "PGlite"}): ` +
      `first of the process ${first} ms; then ${count} saves one at a time: p50 ${percentile(times, 0.5)} ms, ` +
      `p95 ${percentile(times, 0.95)} ms, max ${times.at(-1)} ms`,
  );
  console.log(loadLine(load));
} finally {
  await app.close();
  await peer.close();
  await database.close();
}
