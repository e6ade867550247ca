// The staff inbox and the lead's conversation at scale (issue 45, decision 051), on PostgreSQL:
//   createdb -h 127.0.0.1 -U postgres bench_inbox
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_inbox npx tsx bench/inbox.ts
// Seeds 100k leads over 100 agents, 1M messages (half e-mails, half texts, ten a lead) and one conversation
// row a lead with its lead's agent (decision 054), a tenth of them waiting for staff; then measures p50/p95/p99 of GET /api/inbox for agents each
// asking for the first time (a different agent per request, nothing of theirs cached), for one agent and
// for a manager asking again, and of GET /api/leads/{id}/conversation for leads read for the first time.
// Prints figures and the load average; never fails on time.
import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema/index";
import { hashPassword } from "../server/modules/auth/password";
import { createSession, SESSION_COOKIE } from "../server/modules/auth/sessions.repository";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("Set BENCH_DATABASE_URL to an empty PostgreSQL database (it is wiped).");
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const PER_LEAD = Number(process.env.BENCH_MESSAGES_PER_LEAD ?? 10);
const AGENTS = 100;
const samples = Number(process.env.BENCH_SAMPLES ?? 100);

const database = await openDatabase({ driver: "postgres", url, poolSize: 4 });
await database.migrate();
if (!database.pool) throw new Error("PostgreSQL only");
const pool = database.pool;

const passwordHash = await hashPassword("bench-password");
async function staff(role: "agent" | "manager", email: string) {
  const [row] = await database.db
    .insert(users)
    .values({ userType: "agent", role, email, passwordHash, fullName: email.split("@")[0] })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const { rows } = await pool.query<{ id: number }>("select id from users where email = $1", [email]);
  return { id: rows[0]?.id ?? 0 };
}
const agents: number[] = [];
for (let i = 0; i < AGENTS; i++) agents.push((await staff("agent", `inbox.agent${i}@example.com`)).id);
const manager = await staff("manager", "inbox.manager@example.com");

async function seed() {
  const { rows } = await pool.query<{ n: string }>("select count(*) n from lead_conversations");
  if (Number(rows[0]?.n ?? 0) >= LEADS) return;
  const started = Date.now();
  const agentArray = `ARRAY[${agents.join(",")}]`;
  const chunk = 20_000;
  for (let from = 0; from < LEADS; from += chunk) {
    const to = Math.min(LEADS, from + chunk);
    await pool.query(`
      INSERT INTO leads (id, type, status, full_name, email, phone, phone_e164, agent_id, created_at, updated_at, submitted_at)
      SELECT 'lead_' || (1700000000000 + g) || '_' || substr(md5(g::text), 1, 9), 'realtor', 'Contacted', 'Seller ' || g, 'seller' || g || '@example.com',
        '(416) 555-' || lpad((g % 10000)::text, 4, '0'), '+1416' || lpad(g::text, 7, '0'),
        (${agentArray})[1 + g % ${AGENTS}], now() - (g || ' minutes')::interval, now(), now()
      FROM generate_series(${from + 1}, ${to}) g`);
    await pool.query(`
      INSERT INTO email_messages (lead_id, direction, via, message_id, subject, body, created_at)
      SELECT 'lead_' || (1700000000000 + g) || '_' || substr(md5(g::text), 1, 9), CASE WHEN m % 2 = 0 THEN 'in' ELSE 'out' END, 'smtp', 'bench.' || g || '.' || m,
        'Re: your home', 'Message ' || m || ' about the visit and the price, with a few more words.',
        now() - ((g * 10 + m) || ' minutes')::interval
      FROM generate_series(${from + 1}, ${to}) g, generate_series(1, ${Math.ceil(PER_LEAD / 2)}) m`);
    await pool.query(`
      INSERT INTO text_messages (lead_id, direction, kind, body, phone, status, created_at, status_at)
      SELECT 'lead_' || (1700000000000 + g) || '_' || substr(md5(g::text), 1, 9), CASE WHEN m % 2 = 0 THEN 'in' ELSE 'out' END,
        CASE WHEN m % 2 = 0 THEN 'seller' ELSE 'agent' END, 'Text ' || m, '+1416' || lpad(g::text, 7, '0'),
        CASE WHEN m % 2 = 0 THEN 'received' ELSE 'delivered' END,
        now() - ((g * 10 + m) || ' minutes')::interval, now()
      FROM generate_series(${from + 1}, ${to}) g, generate_series(1, ${Math.floor(PER_LEAD / 2)}) m`);
    await pool.query(`
      INSERT INTO lead_conversations (lead_id, last_message_at, last_from, last_channel, last_excerpt, awaiting_since, agent_id)
      SELECT 'lead_' || (1700000000000 + g) || '_' || substr(md5(g::text), 1, 9), now() - (g || ' minutes')::interval,
        CASE WHEN (g / 100) % 10 = 0 THEN 'seller' ELSE 'staff' END, 'email', 'Message about the visit',
        CASE WHEN (g / 100) % 10 = 0 THEN now() - (g || ' minutes')::interval END, (${agentArray})[1 + g % ${AGENTS}]
      FROM generate_series(${from + 1}, ${to}) g`);
  }
  await pool.query("ANALYZE");
  console.log(
    `seeded ${LEADS} leads and ${LEADS * PER_LEAD} messages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

await seed();
const app = await buildApp(
  loadConfig({ NODE_ENV: "production", DEMO: "false", LOG_LEVEL: "warn", PUBLIC_URL: "http://127.0.0.1" }),
  { database },
);
await app.ready();
const cookieOf = async (id: number) => `${SESSION_COOKIE}=${await createSession(database.db, id, {})}`;
const agentCookies = await Promise.all(agents.map(cookieOf));
const managerCookie = await cookieOf(manager.id);

const leadId = (g: number) =>
  `lead_${1700000000000 + g}_${createHash("md5").update(String(g)).digest("hex").slice(0, 9)}`;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
async function measure(label: string, next: (i: number) => { url: string; cookie: string }, warmUp = 0) {
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < samples + warmUp; i++) {
    const { url: path, cookie } = next(i);
    const t0 = performance.now();
    const res = await app.inject({ method: "GET", url: path, headers: { cookie } });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    if (i >= warmUp) times.push(ms);
    const body = res.json<{ items?: unknown[]; entries?: unknown[] }>();
    items = (body.items ?? body.entries ?? []).length;
  }
  const fmt = (p: number) => `p${p} ${pct(times, p).toFixed(1).padStart(6)} ms`;
  console.log(`  ${label.padEnd(52)} ${fmt(50)}   ${fmt(95)}   ${fmt(99)}   (${items} rows)`);
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

console.log(
  `\nGET /api/inbox at ${LEADS.toLocaleString("en-CA")} leads and ${(LEADS * PER_LEAD).toLocaleString("en-CA")} messages (${samples} requests each):`,
);
console.log(`  load average before: ${load()}`);
// Open the pool's connections (a running server's are warm) without asking for any agent's inbox.
for (let i = 0; i < 8; i++) await app.inject({ method: "GET", url: "/api/health", headers: {} });
await measure("first-time: a different agent per request", (i) => ({
  url: "/api/inbox",
  cookie: agentCookies[i % AGENTS] ?? "",
}));
await measure("repeat: one agent", () => ({ url: "/api/inbox", cookie: agentCookies[0] ?? "" }), 5);
await measure("repeat: a manager (everyone's, 200 oldest)", () => ({ url: "/api/inbox", cookie: managerCookie }), 5);
await measure("first-time: the conversation of a lead never read", (i) => ({
  url: `/api/leads/${leadId(1 + ((i * 7919 + 17) % LEADS))}/conversation`,
  cookie: managerCookie,
}));
await measure(
  "repeat: one lead's conversation",
  () => ({ url: `/api/leads/${leadId(10)}/conversation`, cookie: managerCookie }),
  5,
);
console.log(`  load average after: ${load()}`);
await app.close();
await database.close();
