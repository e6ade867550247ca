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
  /**
   * A claimed row is hidden from other workers this long; renewed every third of it while sending, so it
   * only runs out when this process stops (dies mid-send).
   */
  leaseMs?: number;
  /** Told of every delivery attempt's outcome (metrics). */
  observer?: MailObserver;
}

export interface MailObserver {
  sent(row: { kind: string; createdAt: Date }): void;
  failed(row: { kind: string }): void;
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  unsubscribe_url: string | null;
  kind: string;
  attempts: number;
  created_at: string | Date;
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so a receiving server sees a retry as the
 * same message. The row's creation time keeps ids of two databases (a reset, a restore) apart.
 */
export function outboxMessageId(row: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "seller-portal.invalid";
  return `<outbox.${row.id}.${row.createdAt.getTime()}@${domain}>`;
}

/**
 * Delivers the outbox over SMTP, one row per claim. A claim hides the row from other workers for the
 * lease (FOR UPDATE SKIP LOCKED, so any number of processes share one outbox), and the lease is renewed
 * while the message is being sent, so a slow SMTP peer never lets another worker send it again; only a
 * process that stops altogether releases it, when the lease runs out. A result is written only while
 * the claim is still ours (same attempt number). Failures are retried with exponential backoff, then
 * marked failed.
 */
export class MailWorker {
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly baseBackoffMs: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private readonly observer: MailObserver | undefined;
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
    this.observer = options.observer;
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

  /** Sends up to one batch, claiming one row at a time; returns how many rows it claimed. */
  async runOnce(): Promise<number> {
    let claimed = 0;
    while (claimed < this.batchSize && !this.stopped) {
      const row = await this.claimOne();
      if (!row) break;
      claimed++;
      await this.deliver(row);
    }
    return claimed;
  }

  private async claimOne(): Promise<ClaimedRow | undefined> {
    const result = await this.db.execute(sql`
      UPDATE email_outbox
      SET attempts = attempts + 1, next_attempt_at = now() + (${this.leaseMs} * interval '1 millisecond')
      WHERE id = (
        SELECT id FROM email_outbox
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, to_address, subject, text_body, html_body, unsubscribe_url, attempts, created_at`);
    return (result as unknown as { rows: ClaimedRow[] }).rows[0];
  }

  /** Keeps the claim alive while a send takes long; stops when the claim is no longer ours. */
  private renewLease(row: ClaimedRow): () => void {
    const timer = setInterval(
      () => {
        this.db
          .execute(sql`
            UPDATE email_outbox SET next_attempt_at = now() + (${this.leaseMs} * interval '1 millisecond')
            WHERE id = ${row.id} AND attempts = ${row.attempts} AND status = 'pending'`)
          .catch((error: unknown) =>
            this.log.warn({ err: error, outboxId: row.id }, "mail worker: lease renewal failed"),
          );
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    const stopRenewing = this.renewLease(row);
    const mine = sql`id = ${row.id} AND attempts = ${row.attempts} AND status = 'pending'`;
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
        messageId: outboxMessageId({ id: row.id, createdAt: new Date(row.created_at) }, this.from),
      });
      stopRenewing();
      this.observer?.sent({ kind: row.kind, createdAt: new Date(row.created_at) });
      await this.db.execute(
        sql`UPDATE email_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE ${mine}`,
      );
    } catch (error) {
      stopRenewing();
      this.observer?.failed({ kind: row.kind });
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = row.attempts >= this.maxAttempts;
      const delay = Math.min(this.baseBackoffMs * 2 ** (row.attempts - 1), 3_600_000);
      await this.db.execute(sql`
        UPDATE email_outbox
        SET status = ${failed ? "failed" : "pending"}, last_error = ${message},
            next_attempt_at = now() + (${delay} * interval '1 millisecond')
        WHERE ${mine}`);
      // The address is personal data: log the row id only.
      this.log.warn({ outboxId: row.id, attempts: row.attempts, failed }, "mail worker: delivery failed");
    }
  }
}
