import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import {
  conversionsBody,
  type MetaConversionEvent,
  type MetaConversionsConfig,
  postConversions,
} from "../../integrations/ads/meta-conversions";
import {
  DELIVERY_CONCURRENCY,
  OutboxWorker,
  type OutboxWorkerOptions,
  type QueuedRow,
  retryDelayMs,
} from "../../integrations/queue/outbox-worker";
import { holdBackConversion, markConversionSent, retryConversion } from "./conversions.repository";
import { conversionSendBlockReason } from "./conversions.service";

export interface ConversionsWorkerOptions extends OutboxWorkerOptions {
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  timeoutMs?: number;
}

interface ClaimedConversion extends QueuedRow {
  lead_id: string;
  event_id: string;
  payload: unknown;
}

/** Meta refuses a whole request whose `event_time` is more than 7 days old: an event is tried until then. */
const GIVE_UP_AFTER_MS = 7 * 24 * 3_600_000 - 3_600_000;

/**
 * Delivers `meta_conversion_events` through the shared queue (decision 055), as webhooks are: a claim per
 * row, the lease renewed while Meta answers, the outcome written only while the claim is ours. A row whose
 * process died mid-send is claimed again when its lease runs out and sent with the same `event_id`, which
 * Meta deduplicates. Consent is read again just before each send. A 2xx is sent; a 429, a 5xx or no answer
 * is tried again with backoff until the event is too old for Meta; any other 4xx is Meta refusing the event
 * itself and fails at once.
 */
export class ConversionsWorker extends OutboxWorker<ClaimedConversion> {
  private readonly baseBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly timeoutMs: number;

  constructor(
    db: Database,
    log: FastifyBaseLogger,
    private readonly config: MetaConversionsConfig,
    options: ConversionsWorkerOptions = {},
  ) {
    super(db, log, "meta_conversion_events", "lead_id, event_id, payload", {
      concurrency: DELIVERY_CONCURRENCY,
      aheadOfSaves: true,
      ...options,
    });
    this.baseBackoffMs = options.baseBackoffMs ?? 10_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 4 * 3_600_000;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  protected async deliver(row: ClaimedConversion): Promise<void> {
    const blocked = await conversionSendBlockReason(this.db, row.lead_id);
    if (blocked) {
      await holdBackConversion(this.db, row, blocked);
      this.log.info({ eventRow: row.id, reason: blocked }, "conversions: held back");
      return;
    }
    const event = (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as MetaConversionEvent;
    let status: number | null = null;
    let error: string;
    try {
      const answer = await postConversions(this.config, conversionsBody([event]), this.timeoutMs);
      status = answer.status;
      if (answer.error === null) {
        await markConversionSent(this.db, row, answer.status);
        return;
      }
      error = answer.error;
    } catch (caught) {
      error = (caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught)).slice(0, 300);
    }
    const refused = status !== null && status >= 400 && status < 500 && status !== 429;
    const delay = retryDelayMs(row.attempts, this.baseBackoffMs, this.maxBackoffMs);
    const age = Date.now() - new Date(row.created_at).getTime();
    const failed = refused || age + delay > GIVE_UP_AFTER_MS;
    await retryConversion(this.db, row, { failed, error, responseStatus: status, delayMs: delay });
    // The URL and token stay out of the log: ids only.
    this.log.warn({ eventRow: row.id, attempts: row.attempts, status, failed }, "conversions: delivery failed");
  }
}
