import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Database } from "../../db/client";

export interface MailWorkerOptions {
  /** How often the outbox is polled when nothing kicks the worker. */
  pollMs?: number;
  batchSize?: number;
  /** First retry delay; each further failure doubles it, up to one hour. */
  baseBackoffMs?: number;
  maxAttempts?: number;
  /** A claimed row is hidden from other workers this long, in case this process dies mid-send. */
  leaseMs?: number;
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  unsubscribe_url: string | null;
  attempts: number;
}

/**
 * Delivers the outbox over SMTP. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * processes can share one outbox; failures are retried with exponential backoff, then marked failed.
 */
export class MailWorker {
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly baseBackoffMs: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    options: MailWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.batchSize = options.batchSize ?? 10;
    this.baseBackoffMs = options.baseBackoffMs ?? 5000;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Deliver now: called after a transaction that wrote e-mails commits. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.again ? 0 : this.pollMs);
        this.again = false;
      });
    }, delay);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce()) === this.batchSize) {
        // a full batch: there may be more
      }
    } catch (error) {
      this.log.error({ err: error }, "mail worker: outbox poll failed");
    }
  }

  /** Claims and sends one batch; returns how many rows it claimed. */
  async runOnce(): Promise<number> {
    const result = await this.db.execute(sql`
      UPDATE email_outbox
      SET attempts = attempts + 1, next_attempt_at = now() + (${this.leaseMs} * interval '1 millisecond')
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id
        LIMIT ${this.batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, to_address, subject, text_body, html_body, unsubscribe_url, attempts`);
    const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
    for (const row of rows) await this.deliver(row);
    return rows.length;
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        headers: row.unsubscribe_url
          ? {
              "List-Unsubscribe": `<${row.unsubscribe_url}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            }
          : undefined,
      });
      await this.db.execute(
        sql`UPDATE email_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${row.id}`,
      );
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = row.attempts >= this.maxAttempts;
      const delay = Math.min(this.baseBackoffMs * 2 ** (row.attempts - 1), 3_600_000);
      await this.db.execute(sql`
        UPDATE email_outbox
        SET status = ${failed ? "failed" : "pending"}, last_error = ${message},
            next_attempt_at = now() + (${delay} * interval '1 millisecond')
        WHERE id = ${row.id}`);
      // The address is personal data: log the row id only.
      this.log.warn({ outboxId: row.id, attempts: row.attempts, failed }, "mail worker: delivery failed");
    }
  }
}
