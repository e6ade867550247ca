import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Database } from "../../db/client";
import { replyAddress } from "../../lib/reply-address";
import {
  DELIVERY_CONCURRENCY,
  OutboxWorker,
  type OutboxWorkerOptions,
  type QueuedRow,
  retryDelayMs,
} from "../queue/outbox-worker";
import { holdBackEmail, markEmailSent, retryEmail } from "./mail-worker.repository";
import type { ClaimedEmail } from "./outbox.repository";

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
  /** REPLY_DOMAIN and its key: a seller's e-mail is answered at `reply+<token>@domain` (decision 050). */
  reply?: { domain: string; key: string };
}

export interface MailObserver {
  sent(row: { kind: string; createdAt: Date }): void;
  failed(row: { kind: string }): void;
}

type ClaimedRow = ClaimedEmail & QueuedRow;

/** The address part of MAIL_FROM (`Name <a@b>` or `a@b`). */
export function mailFromAddress(from: string): string {
  return /<([^>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * The sender headers of an outbox row (decision 050): From names the agent and the brokerage at MAIL_FROM's
 * address; Reply-To is the lead's reply address when there is a reply domain, else the row's own address.
 */
export function senderHeaders(
  row: Pick<ClaimedRow, "lead_id" | "from_name" | "reply_to" | "reply_to_lead">,
  from: string,
  reply: MailWorkerOptions["reply"],
): Pick<Mail.Options, "from" | "replyTo"> {
  const fromHeader = row.from_name ? { name: row.from_name, address: mailFromAddress(from) } : from;
  const replyTo =
    row.reply_to_lead && row.lead_id && reply
      ? replyAddress(row.lead_id, reply.key, reply.domain)
      : (row.reply_to ?? undefined);
  return { from: fromHeader, replyTo };
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
  private readonly reply: MailWorkerOptions["reply"];

  constructor(
    db: Database,
    private readonly transport: Transporter,
    private readonly from: string,
    log: FastifyBaseLogger,
    /** Checked again at delivery: consent may have been withdrawn or lapsed since the row was written. */
    private readonly holdBack: MailHoldBack,
    options: MailWorkerOptions = {},
  ) {
    super(
      db,
      log,
      "email_outbox",
      "kind, to_address, subject, text_body, html_body, unsubscribe_url, attachments, lead_id, from_name, reply_to, reply_to_lead",
      {
        concurrency: DELIVERY_CONCURRENCY,
        aheadOfSaves: true,
        ...options,
      },
    );
    this.baseBackoffMs = options.baseBackoffMs ?? 5000;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.observer = options.observer;
    this.reply = options.reply;
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }

  protected async deliver(row: ClaimedRow): Promise<void> {
    // Checked again at delivery (decision 021): consent may have been withdrawn or lapsed since the row was written.
    const blocked = await this.holdBack(this.db, { kind: row.kind, to: row.to_address, now: new Date() });
    if (blocked) {
      await holdBackEmail(this.db, row, `Not sent: ${blocked}`);
      this.log.info({ outboxId: row.id, kind: row.kind }, "mail worker: held back, no valid consent");
      return;
    }
    try {
      await this.transport.sendMail({
        ...senderHeaders(row, this.from, this.reply),
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        attachments: row.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        })),
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
      await retryEmail(this.db, row, { failed, error: message, delayMs: delay });
      // The address is personal data: log the row id only.
      this.log.warn({ outboxId: row.id, attempts: row.attempts, failed }, "mail worker: delivery failed");
      return;
    }
    this.observer?.sent({ kind: row.kind, createdAt: new Date(row.created_at) });
    await markEmailSent(this.db, row);
  }
}
