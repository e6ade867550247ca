import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { parsePhone } from "../../contract/phone-number";
import { createPglite } from "../db/client";
import { outboxMessageId } from "../integrations/mail/mail-worker";
import { freePort, ServerProcess } from "./server-process";
import { SmtpPeer } from "./smtp-peer";

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
  /** Also deliver e-mail to a loopback SMTP peer and count, per kind, lost, stuck and extra deliveries. */
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
   * With `channels`: per e-mail kind, what the SMTP peer got over the run: outbox rows, rows never
   * received (lost), rows still not sent once the queue had drained (stuck), and copies past the first
   * (extra deliveries, by Message-ID).
   */
  email?: Record<string, { rows: number; lost: number; stuck: number; extra: number }>;
}

interface ClientLead {
  id: string;
  secret: string;
  name: string;
  email: string;
  phone: string;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function newLead(client: number, n: number): ClientLead {
  const tag = randomBytes(4).toString("hex");
  return {
    id: `lead_${Date.now()}_${tag}${client % 10}`,
    secret: randomBytes(16).toString("base64url"),
    name: `Crash Test ${client}-${n}`,
    email: `crash.${client}.${n}.${tag}@example.test`,
    phone: `416-555-${String(1000 + ((client * 97 + n) % 9000)).padStart(4, "0")}`,
  };
}

export async function runKillCycles(options: KillCycleOptions): Promise<KillCycleReport> {
  const log = options.log ?? (() => {});
  const dataDir = options.databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), "seller-portal-kill-"));
  const smtp = options.channels ? new SmtpPeer() : undefined;
  await smtp?.start();
  const server = new ServerProcess(await freePort(), {
    DEMO: "false",
    RATE_LIMIT_LEADS_PER_MINUTE: "1000000",
    ...(smtp ? { SMTP_URL: smtp.url, METRICS_TOKEN: CHANNELS_METRICS_TOKEN } : {}),
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
  };
  const acknowledged: ClientLead[] = [];
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

  async function client(c: number) {
    for (let n = 0; loading; n++) {
      const lead = newLead(c, n);
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
    const clients = Array.from({ length: options.clients }, (_, c) => client(c));
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      await wait(200 + Math.random() * ((options.maxUptimeMs ?? 1500) - 200));
      await server.kill("SIGKILL");
      const t0 = Date.now();
      server.start();
      await server.waitHealthy(120_000);
      report.restartMs.push(Date.now() - t0);
      log(`cycle ${cycle}: killed, back in ${Date.now() - t0} ms, ${acknowledged.length} finals acknowledged`);
    }
    loading = false;
    await Promise.all(clients);
    // Rows a killed process had claimed come back when their lease runs out (60 s): wait for the queue.
    if (smtp) await waitForEmptyOutbox(server, log);
  } finally {
    loading = false;
    await server.kill("SIGTERM");
    await smtp?.stop();
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
  if (smtp) {
    const copies = new Map<string, number>();
    for (const email of smtp.received) {
      const id = /^Message-ID:\s*(<[^>]+>)/im.exec(email.raw)?.[1];
      if (id) copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    report.email = {};
    for (const row of rows.outbox) {
      const kind = report.email[row.kind] ?? { rows: 0, lost: 0, stuck: 0, extra: 0 };
      report.email[row.kind] = kind;
      kind.rows++;
      const got = copies.get(outboxMessageId({ id: row.id, createdAt: new Date(row.created_at) }, MAIL_FROM)) ?? 0;
      if (row.status !== "sent") kind.stuck++;
      else if (got === 0) kind.lost++;
      kind.extra += Math.max(0, got - 1);
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  return report;
}

const CHANNELS_METRICS_TOKEN = "kill-cycles-metrics-token";
/** The server's default sender (MAIL_FROM unset): the Message-ID's domain. */
const MAIL_FROM = "Seller Portal <no-reply@seller-portal.local>";

async function waitForEmptyOutbox(server: ServerProcess, log: (line: string) => void) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${CHANNELS_METRICS_TOKEN}` },
    }).catch(() => undefined);
    const pending = Number(/^outbox_pending (\S+)$/m.exec((await res?.text()) ?? "")?.[1] ?? Number.NaN);
    if (pending === 0 || Date.now() > deadline) {
      log(`outbox ${pending === 0 ? "drained" : `still holds ${pending} rows`}`);
      return;
    }
    await wait(1000);
  }
}

interface OutboxRow {
  id: number;
  kind: string;
  status: string;
  created_at: string | Date;
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
  const leadsSql = "SELECT id, status, full_name, email, phone, submitted_at FROM leads";
  const alertsSql = "SELECT lead_id, count(*)::int AS n FROM email_outbox WHERE kind = 'new_lead' GROUP BY lead_id";
  const outboxSql = "SELECT id, kind, status, created_at FROM email_outbox";
  let leadRows: StoredLead[];
  let alertRows: { lead_id: string; n: number }[];
  let outboxRows: OutboxRow[];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      leadRows = (await client.query<StoredLead>(leadsSql)).rows;
      alertRows = (await client.query<{ lead_id: string; n: number }>(alertsSql)).rows;
      outboxRows = (await client.query<OutboxRow>(outboxSql)).rows;
    } finally {
      await client.end();
    }
  } else {
    const pglite = await createPglite(path.join(dataDir as string, "pg"));
    try {
      leadRows = (await pglite.query<StoredLead>(leadsSql)).rows;
      alertRows = (await pglite.query<{ lead_id: string; n: number }>(alertsSql)).rows;
      outboxRows = (await pglite.query<OutboxRow>(outboxSql)).rows;
    } finally {
      await pglite.close();
    }
  }
  return {
    leads: new Map(leadRows.map((r) => [r.id, r])),
    alerts: new Map(alertRows.map((r) => [r.lead_id, r.n])),
    outbox: outboxRows,
  };
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
    ...Object.entries(r.email ?? {}).map(
      ([kind, e]) =>
        `e-mail ${kind}: ${e.rows} rows, lost ${e.lost}, stuck ${e.stuck}, extra ${e.extra} (${(e.extra / r.cycles).toFixed(2)} per kill)`,
    ),
  ].join("; ");
}
