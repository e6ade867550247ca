import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import {
  DELIVERY_CONCURRENCY,
  OutboxWorker,
  type OutboxWorkerOptions,
  type QueuedRow,
  retryDelayMs,
} from "../queue/outbox-worker";
import { type AcceptedText, type SmsProvider, SmsProviderError } from "./sms-provider";
import { deferText, failText, markTextSent, recordedProviderSids, retryText } from "./text-worker.repository";

export interface TextWorkerOptions extends OutboxWorkerOptions {
  /** First retry delay; each further failure doubles it, up to `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Attempts (provider errors) before a text is marked failed. */
  maxAttempts?: number;
  /** The clock the gate reads (tests pass their own). */
  now?: () => Date;
}

/** A claimed outbox row with its message. */
export interface ClaimedText extends QueuedRow {
  message_id: number;
  idempotency_key: string;
  quiet_hours: "respect" | "exempt";
}

/** What the rules say about a text about to go (modules/texting: consent, opt-outs, quiet hours). */
export type TextGateAnswer =
  | { send: true; to: string; body: string }
  /** Never: the number withdrew consent, is suppressed, or the message is gone. */
  | { send: false; blocked: string }
  /** Not now: the seller's window opens at `until`. */
  | { send: false; deferUntil: Date };

export type TextGate = (text: {
  messageId: number;
  quietHours: "respect" | "exempt";
  now: Date;
}) => Promise<TextGateAnswer>;

/** Told of what happened to a text (live screens, metrics, the benchmark). */
export interface TextObserver {
  changed(leadId: string, outcome: "sent" | "failed"): void;
}

/**
 * Delivers `text_outbox` through the shared queue (decision 038): one claim per row, the lease renewed while
 * the provider answers, the result written only while the claim is ours, so a text is handed to the provider
 * once (its idempotency key goes with it for a retried request). Every text passes the gate first — consent,
 * opt-outs and the seller's quiet hours, checked at the moment of sending — and provider errors are retried
 * with exponential backoff until `maxAttempts`; a refusal that cannot change (a 4xx) fails at once.
 */
export class TextWorker extends OutboxWorker<ClaimedText> {
  private readonly baseBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly maxAttempts: number;
  private now: () => Date;

  constructor(
    db: Database,
    log: FastifyBaseLogger,
    private readonly provider: SmsProvider,
    private readonly gate: TextGate,
    /** Where the provider posts delivery status (PUBLIC_URL + /api/sms/twilio/status). */
    private readonly statusCallback: string,
    private readonly observer: TextObserver,
    options: TextWorkerOptions = {},
  ) {
    super(db, log, "text_outbox", "message_id, idempotency_key, quiet_hours", {
      concurrency: DELIVERY_CONCURRENCY,
      aheadOfSaves: true,
      ...options,
    });
    this.baseBackoffMs = options.baseBackoffMs ?? 5_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 3_600_000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.now = options.now ?? (() => new Date());
  }

  /** The clock the gate reads: tests move it (quiet hours). */
  useClock(now: () => Date): void {
    this.now = now;
  }

  protected async deliver(row: ClaimedText): Promise<void> {
    try {
      const answer = await this.gate({ messageId: row.message_id, quietHours: row.quiet_hours, now: this.now() });
      if (!answer.send) {
        if ("deferUntil" in answer) await this.defer(row, answer.deferUntil);
        else await this.fail(row, answer.blocked);
        return;
      }
      let accepted: AcceptedText;
      try {
        // Any attempt after the first follows one whose outcome is unknown (a timeout after the provider
        // accepted it, a crash mid-send): ask the provider before sending again (decision 044).
        const earlier = row.attempts > 1 ? await this.alreadyAccepted(row, answer.to, answer.body) : undefined;
        if (earlier) {
          this.log.info({ textId: row.id, attempts: row.attempts }, "texts: found at the provider, not sent again");
          await this.markSent(row, earlier);
          return;
        }
        accepted = await this.provider.send({
          to: answer.to,
          body: answer.body,
          statusCallback: this.statusCallback,
          idempotencyKey: row.idempotency_key,
        });
      } catch (caught) {
        await this.failedAttempt(row, caught);
        return;
      }
      await this.markSent(row, accepted);
    } catch (error) {
      // The claim runs out and another attempt follows; never let one row stop the queue.
      this.log.error({ err: error, textId: row.id }, "texts: delivery failed unexpectedly");
    }
  }

  /** A message the provider holds for this text's number and words, since it was written, not yet ours. */
  private async alreadyAccepted(row: ClaimedText, to: string, body: string): Promise<AcceptedText | undefined> {
    const candidates = await this.provider.find({ to, body, since: new Date(row.created_at) });
    if (candidates.length === 0) return undefined;
    // A message already recorded for another text of ours (the same words sent twice on purpose) is not this one.
    const taken = await recordedProviderSids(
      this.db,
      candidates.map((c) => c.sid),
    );
    return candidates.find((c) => !taken.has(c.sid));
  }

  private async markSent(row: ClaimedText, accepted: AcceptedText) {
    const leadId = await markTextSent(this.db, row, accepted);
    if (leadId) this.observer.changed(leadId, "sent");
  }

  /** Held until the window opens: the claim's attempt is given back (waiting is not a failure). */
  private async defer(row: ClaimedText, until: Date) {
    await deferText(this.db, row, until);
  }

  private async fail(row: ClaimedText, reason: string) {
    const leadId = await failText(this.db, row, reason.slice(0, 300));
    this.log.warn({ textId: row.id, reason }, "texts: not sent");
    if (leadId) this.observer.changed(leadId, "failed");
  }

  private async failedAttempt(row: ClaimedText, caught: unknown) {
    const error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 300);
    const permanent = caught instanceof SmsProviderError && caught.permanent;
    if (permanent || row.attempts >= this.maxAttempts) {
      await this.fail(row, error);
      return;
    }
    const delay = retryDelayMs(row.attempts, this.baseBackoffMs, this.maxBackoffMs);
    await retryText(this.db, row, error, delay);
    // The provider's message may name the number: log ids only.
    this.log.warn({ textId: row.id, attempts: row.attempts }, "texts: provider error, will retry");
  }
}
