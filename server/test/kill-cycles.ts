import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { CONSENT_TEXT_VERSION } from "../../contract/leads";
import { parsePhone } from "../../contract/phone-number";
import { createPglite } from "../db/client";
import { outboxMessageId } from "../integrations/mail/mail-worker";
import { pushTopic } from "../integrations/push/push-worker";
import {
  type Channel,
  type ChannelTally,
  type DeliveryRow,
  type ReceivedCopy,
  type Resends,
  tallyDeliveries,
} from "./channel-tally";
import { type PushServicePeer, startPushServicePeer } from "./push-service-peer";
import { freePort, ServerProcess } from "./server-process";
import { SmtpPeer } from "./smtp-peer";
import { startTwilioPeer, type TwilioPeer } from "./twilio-peer";
import { WebhookReceiver } from "./webhook-receiver";

/**
 * Lead capture under crashes (decision 003): several clients save partial and final leads against the real
 * server while it is killed with SIGKILL again and again; each client retries, with the same id and
 * secret, every save that got no answer. Shared by the fault test and bench/durability.ts.
 */
export interface KillCycleOptions {
  /** PostgreSQL URL of an empty database; PGlite in a fresh data directory when undefined. */
  databaseUrl?: string;
  cycles: number;
  clients: number;
  /** How long the server runs under load before each kill (a random time up to this). */
  maxUptimeMs?: number;
  log?: (line: string) => void;
  /**
   * Also deliver every outbox channel to its loopback peer and count, per channel and kind, lost, stuck and
   * extra deliveries: e-mail (SMTP peer), web push (push service peer: an agent dealt every lead by a pool,
   * with two subscribed devices), texts (Twilio-compatible peer: every seller asks to be texted, with
   * consent) and webhooks (a receiver subscribed to lead.created and lead.assigned), all set up through
   * the server's API and environment.
   */
  channels?: boolean;
}

export interface KillCycleReport {
  database: "pglite" | "postgres";
  cycles: number;
  finalsSent: number;
  /** Finals the server answered 200. */
  acknowledged: number;
  /** Acknowledged finals not stored as 'Contacted' with the name, e-mail and phone the client sent. */
  lost: number;
  /** Finals the server refused (any answer other than 200): the seller would see an error. */
  stuck: number;
  /** Stored finals with more than one staff alert, and with none. */
  duplicateAlerts: number;
  missingAlerts: number;
  /** Saves that got no answer (connection lost) and were retried. */
  retried: number;
  /** Saves answered 503 (shed under load) and sent again after their Retry-After. */
  shed?: number;
  restartMs: number[];
  /**
   * With `channels`: per channel and kind, what its peer got over the run: outbox rows, rows sent but never
   * received and acknowledged leads without their expected delivery (lost), rows still not sent once the
   * queues had drained (stuck), and copies past the first (extra deliveries: e-mail by Message-ID, push by
   * device and Topic, texts by the idempotency token each request carries, webhooks by webhook-id).
   */
  channels?: ChannelTally[];
  /** With `channels`: copies a peer got that match no outbox row (should be 0: else the counting is off). */
  unmatched?: Record<Channel, number>;
  /** With `channels`: per channel, the extra copies after a kill (the crash window) and within a process. */
  resends?: Record<Channel, Resends>;
  /** With `channels`: per channel, each once-delivered row's time from the peer taking it to "sent" (ms). */
  windowMs?: Record<Channel, number[]>;
  /** os.loadavg() (1, 5, 15 min) when the run started and when it ended. */
  load: { before: number[]; after: number[] };
}

interface ClientLead {
  id: string;
  secret: string;
  name: string;
  email: string;
  phone: string;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Area codes for the leads' numbers: 9,000 numbers each, one per lead (a number gets one text a day). */
const AREA_CODES = ["416", "647", "437", "905", "289", "365"];

function newLead(client: number, n: number, serial: number): ClientLead {
  const tag = randomBytes(4).toString("hex");
  const area = AREA_CODES[Math.floor(serial / 9000) % AREA_CODES.length];
  return {
    id: `lead_${Date.now()}_${tag}${client % 10}`,
    secret: randomBytes(16).toString("base64url"),
    name: `Crash Test ${client}-${n}`,
    email: `crash.${client}.${n}.${tag}@example.test`,
    phone: `${area}-555-${String(1000 + (serial % 9000)).padStart(4, "0")}`,
  };
}

export async function runKillCycles(options: KillCycleOptions): Promise<KillCycleReport> {
  const log = options.log ?? (() => {});
  const dataDir = options.databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), "seller-portal-kill-"));
  const loadBefore = loadavg();
  const peers = options.channels ? await startPeers() : undefined;
  const server = new ServerProcess(await freePort(), {
    DEMO: "false",
    RATE_LIMIT_LEADS_PER_MINUTE: "1000000",
    ...(peers ? channelEnv(peers) : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: dataDir as string }),
  });
  const report: KillCycleReport = {
    database: options.databaseUrl ? "postgres" : "pglite",
    cycles: options.cycles,
    finalsSent: 0,
    acknowledged: 0,
    lost: 0,
    stuck: 0,
    duplicateAlerts: 0,
    missingAlerts: 0,
    retried: 0,
    restartMs: [],
    load: { before: loadBefore, after: loadBefore },
  };
  const acknowledged: ClientLead[] = [];
  const killedAt: number[] = [];
  let loading = true;

  /** Sends one save until the server answers (retrying while it is down); returns the status. */
  async function send(url: string, body: object): Promise<number> {
    const giveUpAt = Date.now() + 300_000;
    for (;;) {
      try {
        const res = await fetch(`${server.url}${url}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        // Shed under load (decision 044): nothing was done; the browser sends it again after Retry-After.
        if (res.status === 503 && res.headers.get("retry-after")) {
          report.shed = (report.shed ?? 0) + 1;
          await wait(Number(res.headers.get("retry-after")) * 1000);
          continue;
        }
        return res.status;
      } catch {
        // No answer: the server died before, during or after the commit. Same id, same secret: again.
        report.retried++;
        if (Date.now() > giveUpAt) throw new Error(`no answer for ${url} in 300 s`);
        await wait(100);
      }
    }
  }

  let serial = 0;
  async function client(c: number) {
    for (let n = 0; loading; n++) {
      const lead = newLead(c, n, serial++);
      const base = { id: lead.id, leadSecret: lead.secret, leadType: n % 2 ? "cash" : "agent" };
      await send("/api/leads/partial", { ...base, city: "Toronto", province: "ON" });
      await send("/api/leads/partial", { ...base, street: `${n} Maple Avenue`, propertyCondition: "Good" });
      report.finalsSent++;
      const status = await send("/api/leads", {
        ...base,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        consent: true,
        // With channels the seller asks to be texted: the instant acknowledgement goes by text too (038).
        ...(peers ? { contactMethod: "Text", consentTextVersion: CONSENT_TEXT_VERSION, completedContact: true } : {}),
      });
      if (status === 200) acknowledged.push(lead);
      else {
        report.stuck++;
        log(`final ${lead.id} refused with ${status}`);
      }
    }
  }

  try {
    server.start();
    await server.waitHealthy(120_000);
    if (peers) await setUpChannels(server, peers);
    const clients = Array.from({ length: options.clients }, (_, c) => client(c));
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      await wait(200 + Math.random() * ((options.maxUptimeMs ?? 1500) - 200));
      killedAt.push(Date.now());
      await server.kill("SIGKILL");
      const t0 = Date.now();
      server.start();
      await server.waitHealthy(120_000);
      report.restartMs.push(Date.now() - t0);
      log(`cycle ${cycle}: killed, back in ${Date.now() - t0} ms, ${acknowledged.length} finals acknowledged`);
    }
    loading = false;
    await Promise.all(clients);
    // Rows a killed process had claimed come back when their lease runs out (60 s): wait for the queues.
    if (peers) await waitForDrainedOutboxes(server, peers, options.databaseUrl, dataDir, log);
  } finally {
    loading = false;
    await server.kill("SIGTERM");
    await stopPeers(peers);
  }
  report.acknowledged = acknowledged.length;

  const rows = await readStored(options.databaseUrl, dataDir);
  for (const lead of acknowledged) {
    const row = rows.leads.get(lead.id);
    const intact =
      row &&
      row.status === "Contacted" &&
      row.full_name === lead.name &&
      row.email === lead.email &&
      // Stored as the contract formats it: '416-555-1000' is kept as '(416) 555-1000'.
      row.phone === parsePhone(lead.phone)?.formatted;
    if (!intact) report.lost++;
  }
  for (const [id, row] of rows.leads) {
    if (!row.submitted_at) continue;
    const alerts = rows.alerts.get(id) ?? 0;
    if (alerts > 1) report.duplicateAlerts++;
    if (alerts === 0) report.missingAlerts++;
  }
  if (peers) {
    const tally = tallyDeliveries({
      rows: await readDeliveries(options.databaseUrl, dataDir),
      received: receivedKeys(peers),
      acknowledgedLeadIds: acknowledged.map((l) => l.id),
      expected: EXPECTED,
      killedAt,
    });
    report.channels = tally.kinds;
    report.unmatched = tally.unmatched;
    report.resends = tally.resends;
    report.windowMs = tally.windowMs;
  }
  report.load.after = loadavg();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  return report;
}

const CHANNELS_METRICS_TOKEN = "kill-cycles-metrics-token";
/** The server's default sender (MAIL_FROM unset): the Message-ID's domain. */
const MAIL_FROM = "Seller Portal <no-reply@seller-portal.local>";
/** The brokerage's texting number at the Twilio-compatible peer. */
const TWILIO_FROM = "+15145550000";
const ADMIN = {
  email: "owner@kill-cycles.test",
  password: "kill-cycles-admin-1",
  firstName: "Olive",
  lastName: "Owner",
};
const AGENT = { email: "agent@kill-cycles.test", password: "kill-cycles-agent-1", firstName: "Pia", lastName: "Agent" };
/** The agent's subscribed devices at the push service peer: each lead's push goes to both. */
const DEVICES = ["kill-phone", "kill-laptop"];

/**
 * What every acknowledged lead must have a delivery of, per channel: the staff alert; the dealt agent's
 * push; the seller's text acknowledgement; the receiver's lead.created and lead.assigned.
 */
const EXPECTED: Partial<Record<Channel, string[]>> = {
  "e-mail": ["new_lead"],
  push: ["lead.assigned"],
  texts: ["ack"],
  webhooks: ["lead.created", "lead.assigned"],
};

interface Peers {
  smtp: SmtpPeer;
  push: PushServicePeer;
  twilio: TwilioPeer;
  webhooks: WebhookReceiver;
}

async function startPeers(): Promise<Peers> {
  const smtp = new SmtpPeer();
  await smtp.start();
  const webhooks = new WebhookReceiver();
  await webhooks.start();
  return { smtp, push: await startPushServicePeer(), twilio: await startTwilioPeer(), webhooks };
}

async function stopPeers(peers: Peers | undefined) {
  if (!peers) return;
  await peers.smtp.stop();
  await peers.push.close();
  await peers.twilio.close();
  await peers.webhooks.stop();
}

/** The server's environment for the peers: SMTP, the metrics the drain reads, Twilio at its loopback peer. */
function channelEnv(peers: Peers): Record<string, string> {
  return {
    SMTP_URL: peers.smtp.url,
    METRICS_TOKEN: CHANNELS_METRICS_TOKEN,
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: peers.twilio.accountSid,
    TWILIO_AUTH_TOKEN: peers.twilio.authToken,
    TWILIO_FROM,
    TWILIO_API_BASE: peers.twilio.url,
  };
}

/**
 * Through the server's API, as an admin would: the first admin (first-run registration), an agent, a
 * round-robin pool of that agent for every lead type (so each final is dealt to them and pushed to their
 * devices), the agent's two devices subscribed at the push service peer, and a webhook endpoint at the
 * receiver for lead.created and lead.assigned.
 */
async function setUpChannels(server: ServerProcess, peers: Peers) {
  async function call(url: string, body: unknown, cookie?: string, expected = 201) {
    const res = await fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== expected) throw new Error(`POST ${url} answered ${res.status}: ${text}`);
    const session = res.headers.getSetCookie().find((c) => c.startsWith("sp_session="));
    return { json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, cookie: session?.split(";")[0] };
  }
  const admin = (await call("/api/register", ADMIN)).cookie;
  if (!admin) throw new Error("the first registration signed nobody in");
  const agent = await call("/api/register", { ...AGENT, role: "agent" }, admin);
  await call("/api/admin/pools", { name: "Kill cycles", leadType: "any", memberIds: [agent.json.id] }, admin);
  const agentCookie = (await call("/api/login", { email: AGENT.email, password: AGENT.password }, undefined, 200))
    .cookie;
  for (const device of DEVICES) await call("/api/push/subscriptions", peers.push.subscription(device), agentCookie);
  await call(
    "/api/admin/webhooks",
    { url: peers.webhooks.url(), events: ["lead.created", "lead.assigned"], description: "Kill cycles" },
    admin,
  );
}

/** Everything the peers received, as the keys tallyDeliveries matches to outbox rows. */
function receivedKeys(peers: Peers): Record<Channel, ReceivedCopy[]> {
  return {
    "e-mail": peers.smtp.received.map((e) => ({
      key: /^Message-ID:\s*(<[^>]+>)/im.exec(e.raw)?.[1] ?? "(no Message-ID)",
      at: e.at,
    })),
    push: peers.push.received.map((p) => ({ key: pushKey(p.device, p.topic), at: p.receivedAt })),
    // The text worker sends each outbox row's idempotency key as I-Twilio-Idempotency-Token.
    texts: peers.twilio.messages.map((m) => ({
      key: m.idempotencyToken ?? `(no token) ${m.to} ${m.body}`,
      at: m.receivedAt,
    })),
    webhooks: peers.webhooks.received.map((w) => ({
      key: String(w.headers["webhook-id"] ?? "(no webhook-id)"),
      at: w.at,
    })),
  };
}

const pushKey = (device: string, topic: string | undefined) => `${device} ${topic ?? "(no Topic)"}`;

const arrivals = (peers: Peers) =>
  peers.smtp.received.length +
  peers.push.received.length +
  peers.twilio.messages.length +
  peers.webhooks.received.length;

/**
 * Waits for every outbox to drain: first the e-mail gauge of /metrics, then until the peers have been
 * quiet for 3 s; then the server is stopped (SIGTERM) and the four outboxes read. While rows are still
 * pending (a push, text or webhook claimed by a killed process waits for its lease), the server is started
 * again to deliver them, up to 4 minutes in all.
 */
async function waitForDrainedOutboxes(
  server: ServerProcess,
  peers: Peers,
  databaseUrl: string | undefined,
  dataDir: string | undefined,
  log: (line: string) => void,
) {
  const deadline = Date.now() + 240_000;
  await waitForEmptyMail(server, deadline);
  for (;;) {
    let seen = arrivals(peers);
    for (let quietSince = Date.now(); Date.now() - quietSince < 3000 && Date.now() < deadline; ) {
      await wait(250);
      if (arrivals(peers) !== seen) {
        seen = arrivals(peers);
        quietSince = Date.now();
      }
    }
    await server.kill("SIGTERM");
    const pending = await readPending(databaseUrl, dataDir);
    const total = Object.values(pending).reduce((a, b) => a + b, 0);
    const listed = Object.entries(pending)
      .map(([c, n]) => `${c} ${n}`)
      .join(", ");
    if (total === 0 || Date.now() > deadline) {
      log(total === 0 ? "outboxes drained" : `outboxes still hold rows: ${listed}`);
      return;
    }
    log(`rows still pending (${listed}): started again to deliver them`);
    server.start();
    await server.waitHealthy(120_000);
    await wait(2000);
  }
}

async function waitForEmptyMail(server: ServerProcess, deadline: number) {
  for (;;) {
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${CHANNELS_METRICS_TOKEN}` },
    }).catch(() => undefined);
    const pending = Number(/^outbox_pending (\S+)$/m.exec((await res?.text()) ?? "")?.[1] ?? Number.NaN);
    if (pending === 0 || Date.now() > deadline) return;
    await wait(1000);
  }
}

type Query = <T>(sql: string) => Promise<T[]>;

/** Runs `fn` with read access to the run's database (PGlite only once the server is stopped). */
async function withDatabase<T>(
  databaseUrl: string | undefined,
  dataDir: string | undefined,
  fn: (query: Query) => Promise<T>,
): Promise<T> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn(async <R>(sql: string) => (await client.query(sql)).rows as R[]);
    } finally {
      await client.end();
    }
  }
  const pglite = await createPglite(path.join(dataDir as string, "pg"));
  try {
    return await fn(async <R>(sql: string) => (await pglite.query<R>(sql)).rows);
  } finally {
    await pglite.close();
  }
}

const OUTBOX_TABLES: Record<Channel, string> = {
  "e-mail": "email_outbox",
  push: "push_deliveries",
  texts: "text_outbox",
  webhooks: "webhook_deliveries",
};

async function readPending(databaseUrl: string | undefined, dataDir: string | undefined) {
  return withDatabase(databaseUrl, dataDir, async (query) => {
    const counts = {} as Record<Channel, number>;
    for (const [channel, table] of Object.entries(OUTBOX_TABLES) as [Channel, string][]) {
      const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE status = 'pending'`);
      counts[channel] = row?.n ?? 0;
    }
    return counts;
  });
}

type Sent = { status: string; sent_at: string | Date | null };

/** Every outbox row of the four channels, with the key its delivery carries to the peer. */
async function readDeliveries(databaseUrl: string | undefined, dataDir: string | undefined): Promise<DeliveryRow[]> {
  return withDatabase(databaseUrl, dataDir, async (query) => {
    const rows: DeliveryRow[] = [];
    const sentAt = (r: { sent_at: string | Date | null }) => (r.sent_at ? new Date(r.sent_at).getTime() : undefined);
    type Mail = Sent & { id: number; kind: string; lead_id: string | null; created_at: string | Date };
    for (const r of await query<Mail>("SELECT id, kind, status, lead_id, created_at, sent_at FROM email_outbox")) {
      const key = outboxMessageId({ id: r.id, createdAt: new Date(r.created_at) }, MAIL_FROM);
      rows.push({ channel: "e-mail", kind: r.kind, leadId: r.lead_id, status: r.status, key, sentAt: sentAt(r) });
    }
    type Push = Sent & { kind: string; lead_id: string | null; event_key: string; endpoint: string };
    const pushes = await query<Push>(
      `SELECT d.type AS kind, d.status, d.lead_id, d.event_key, d.sent_at, s.endpoint
         FROM push_deliveries d JOIN push_subscriptions s ON s.id = d.subscription_id`,
    );
    for (const r of pushes) {
      const device = decodeURIComponent(new URL(r.endpoint).pathname.replace(/^\/push\//, ""));
      const key = pushKey(device, pushTopic(r.event_key));
      rows.push({ channel: "push", kind: r.kind, leadId: r.lead_id, status: r.status, key, sentAt: sentAt(r) });
    }
    type Text = Sent & { kind: string; lead_id: string | null; idempotency_key: string };
    const texts = await query<Text>(
      `SELECT m.kind, o.status, m.lead_id, o.idempotency_key, o.sent_at
         FROM text_outbox o JOIN text_messages m ON m.id = o.message_id`,
    );
    for (const r of texts) {
      const key = r.idempotency_key;
      rows.push({ channel: "texts", kind: r.kind, leadId: r.lead_id, status: r.status, key, sentAt: sentAt(r) });
    }
    type Hook = Sent & { kind: string; lead_id: string | null; message_id: string };
    for (const r of await query<Hook>(
      "SELECT event_type AS kind, status, lead_id, message_id, sent_at FROM webhook_deliveries",
    )) {
      const key = r.message_id;
      rows.push({ channel: "webhooks", kind: r.kind, leadId: r.lead_id, status: r.status, key, sentAt: sentAt(r) });
    }
    return rows;
  });
}

interface StoredLead {
  id: string;
  status: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  submitted_at: string | null;
}

/** Every lead of the run (all were made by it) and its count of new-lead alerts, read straight from the database. */
async function readStored(databaseUrl: string | undefined, dataDir: string | undefined) {
  return withDatabase(databaseUrl, dataDir, async (query) => {
    const leadRows = await query<StoredLead>("SELECT id, status, full_name, email, phone, submitted_at FROM leads");
    const alertRows = await query<{ lead_id: string; n: number }>(
      "SELECT lead_id, count(*)::int AS n FROM email_outbox WHERE kind = 'new_lead' GROUP BY lead_id",
    );
    return {
      leads: new Map(leadRows.map((r) => [r.id, r])),
      alerts: new Map(alertRows.map((r) => [r.lead_id, r.n])),
    };
  });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function formatReport(r: KillCycleReport): string {
  return [
    `${r.database}: ${r.cycles} kill cycles, ${r.finalsSent} finals sent`,
    `acknowledged ${r.acknowledged}, lost ${r.lost}, stuck (final refused) ${r.stuck}`,
    `duplicate alerts ${r.duplicateAlerts}, missing alerts ${r.missingAlerts}, unanswered saves retried ${r.retried}`,
    `restart p50 ${percentile(r.restartMs, 50)} ms, max ${Math.max(0, ...r.restartMs)} ms`,
    ...(r.channels ?? []).map(
      (e) =>
        `${e.channel} ${e.kind}: ${e.rows} rows, lost ${e.lost}, stuck ${e.stuck}, extra ${e.extra} (${(e.extra / r.cycles).toFixed(2)} per kill)`,
    ),
    `load ${r.load.before.map((l) => l.toFixed(2)).join(" ")} -> ${r.load.after.map((l) => l.toFixed(2)).join(" ")}`,
  ].join("; ");
}
