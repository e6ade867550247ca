// The seller assistant (decision 062): time from a seller's inbound text (the provider's signed webhook) to
// the provider accepting the assistant's reply (a loopback Twilio-compatible peer), at BENCH_CONVERSATIONS
// conversations at once (default 50), each BENCH_TURNS texts in a row (default 3). Targets (issue 46): p95
// at most 5 s with the built-in brain, at most 15 s with a model that takes 3 s a turn
// (BENCH_BRAIN=model: a loopback OpenAI-compatible server answering after BENCH_MODEL_MS, default 3000).
// The first conversation of the process is timed apart (first-time work: the guide index, the worker).
//   npx tsx bench/assistant.ts                       (PGlite, built-in brain)
//   BENCH_BRAIN=model npx tsx bench/assistant.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_assistant npx tsx bench/assistant.ts
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { setSetting } from "../server/modules/settings/settings.repository";
import { OpenAiPeer } from "../server/test/openai-peer";
import { inboundFields, startTwilioPeer } from "../server/test/twilio-peer";
import { loadAverage, loadLine, percentile } from "./lib/figures";

const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 50);
const turns = Number(process.env.BENCH_TURNS ?? 3);
const useModel = process.env.BENCH_BRAIN === "model";
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-assistant-"));
const database = databaseUrl
  ? await openDatabase({ driver: "postgres", url: databaseUrl, poolSize: 10 })
  : await openDatabase({ driver: "pglite", dataDir: path.join(dataDir, "pg") });
await database.migrate();
const peer = await startTwilioPeer();
const model = new OpenAiPeer();
model.delayMs = Number(process.env.BENCH_MODEL_MS ?? 3000);
model.chatReply = () => ({ content: "Hi, this is the brokerage's automated assistant. When are you hoping to sell?" });
const modelUrl = useModel ? await model.start() : undefined;
const PUBLIC_URL = "http://portal.test";
const OUR_NUMBER = "+14165550100";
const config = loadConfig({
  NODE_ENV: "test",
  DEMO: "false",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  PUBLIC_URL,
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: peer.accountSid,
  TWILIO_AUTH_TOKEN: peer.authToken,
  TWILIO_FROM: OUR_NUMBER,
  TWILIO_API_BASE: peer.url,
  ...(modelUrl ? { AI_BASE_URL: modelUrl, AI_API_KEY: "bench" } : {}),
});
const app = await buildApp(config, { database });
await app.ready();
// Wednesday 14:00 in Toronto: inside the texting window, whatever the clock of the machine.
// biome-ignore lint/correctness/useHookAtTopLevel: the texting clock's setter, not a React hook.
app.texting.useClock(() => new Date("2026-12-02T19:00:00Z"));
await setSetting(database.db, "assistant.modes", { text: "autopilot", chat: "off", email: "off" });

/** The texts the peer accepted for `phone` but the new lead's acknowledgement: the assistant's replies. */
const repliesTo = (phone: string) =>
  peer.messages.filter((m) => m.to === phone && !m.body.includes("received your request"));

/** When the number's next reply after the first `before` arrived at the peer. */
async function replyTo(phone: string, before: number, timeoutMs = 60_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const reply = repliesTo(phone)[before];
    if (reply) return reply.receivedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no reply to ${phone} within ${timeoutMs} ms`);
}

const says = ["Hi, I'm thinking of selling", "Probably next spring", "We need more space", "Good shape"];
async function conversation(i: number): Promise<number[]> {
  const phone = `+1647555${String(1000 + i).padStart(4, "0")}`;
  const times: number[] = [];
  for (let n = 0; n < turns; n++) {
    const fields = inboundFields(peer, phone, OUR_NUMBER, says[n % says.length] ?? "Hello");
    const url = "/api/sms/twilio/inbound";
    const before = repliesTo(phone).length;
    const started = Date.now();
    const res = await app.inject({
      method: "POST",
      url,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": peer.sign(`${PUBLIC_URL}${url}`, fields),
      },
      payload: new URLSearchParams(fields).toString(),
    });
    if (res.statusCode !== 200) throw new Error(`inbound answered ${res.statusCode}: ${res.body}`);
    times.push((await replyTo(phone, before)) - started);
  }
  return times;
}

const load = loadAverage();
try {
  const first = await conversation(9000);
  const all = (await Promise.all(Array.from({ length: conversations }, (_, i) => conversation(i)))).flat();
  all.sort((a, b) => a - b);
  console.log(
    `Inbound text -> provider accepts the assistant's reply (${useModel ? `model, ${model.delayMs} ms a turn` : "built-in brain"}, ` +
      `${databaseUrl ? "PostgreSQL" : "PGlite"}): first conversation of the process ${first.join(", ")} ms; ` +
      `then ${conversations} conversations at once, ${turns} texts each (${all.length} replies): ` +
      `p50 ${percentile(all, 0.5)} ms, p95 ${percentile(all, 0.95)} ms, max ${all.at(-1)} ms`,
  );
  console.log(loadLine(load));
} finally {
  await app.close();
  await peer.close();
  if (useModel) await model.stop();
  await database.close();
}
