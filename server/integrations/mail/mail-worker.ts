import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Database } from "../../db/client";
import {
  DELIVERY_CONCURRENCY,
  OutboxWorker,
  type OutboxWorkerOptions,
  type QueuedRow,
  retryDelayMs,
} from "../queue/outbox-worker";

/**
 * Why an e-mail must not leave now (a sentence kept in the row's last error), or null to send it. The
 * consent module supplies it (its ledger, decision 021); the worker knows no module.
 */
export type MailHoldBack = (db: Database, mail: { kind: string; to: string; now: Date }) => Promise<string | null>;

export interface MailWorkerOptions extends OutboxWorkerOptions {
  /** First retry delay; each further failure doubles it, up to one hour. */
  baseBackoffMs?: number;
  maxAttempts?: number;
  /** Told of every delivery attempt's outcome (metrics). */
  observer?: MailObserver;
}

export interface MailObserver {
  sent(row: { kind: string; createdAt: Date }): void;
  failed(row: { kind: string }): void;
}

interface ClaimedRow extends QueuedRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  unsubscribe_url: string | null;
  kind: string;
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
 * Delivers `email_outbox` over SMTP through the shared queue (claim per row, lease renewed while
 * sending, result written only while the claim is ours). Failures are retried with exponential backoff,
 * then marked failed.
 */
export class MailWorker extends OutboxWorker<ClaimedRow> {
  private readonly baseBackoffMs: number;
  private readonly maxAttempts: number;
  private readonly observer: MailObserver | undefined;

  constructor(
    db: Database,
    private readonly transport: Transporter,
    private readonly from: string,
    log: FastifyBaseLogger,
    /** Checked again at delivery: consent may have been withdrawn or lapsed since the row was written. */
    private readonly holdBack: MailHoldBack,
    options: MailWorkerOptions = {},
  ) {
    super(db, log, "email_outbox", "kind, to_address, subject, text_body, html_body, unsubscribe_url", {
      concurrency: DELIVERY_CONCURRENCY,
      ...options,
    });
    this.baseBackoffMs = options.baseBackoffMs ?? 5000;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.observer = options.observer;
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }

  protected async deliver(row: ClaimedRow): Promise<void> {
    // Checked again at delivery (decision 021): consent may have been withdrawn or lapsed since the row was written.
    const blocked = await this.holdBack(this.db, { kind: row.kind, to: row.to_address, now: new Date() });
    if (blocked) {
      await this.db.execute(
        sql`UPDATE email_outbox SET status = 'failed', last_error = ${`Not sent: ${blocked}`} WHERE ${this.mine(row)}`,
      );
      this.log.info({ outboxId: row.id, kind: row.kind }, "mail worker: held back, no valid consent");
      return;
    }
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
    } catch (error) {
      this.observer?.failed({ kind: row.kind });
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = row.attempts >= this.maxAttempts;
      const delay = retryDelayMs(row.attempts, this.baseBackoffMs, 3_600_000);
      await this.db.execute(sql`
        UPDATE email_outbox
        SET status = ${failed ? "failed" : "pending"}, last_error = ${message},
            next_attempt_at = now() + (${delay} * interval '1 millisecond')
        WHERE ${this.mine(row)}`);
      // The address is personal data: log the row id only.
      this.log.warn({ outboxId: row.id, attempts: row.attempts, failed }, "mail worker: delivery failed");
      return;
    }
    this.observer?.sent({ kind: row.kind, createdAt: new Date(row.created_at) });
    await this.db.execute(
      sql`UPDATE email_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE ${this.mine(row)}`,
    );
  }
}
