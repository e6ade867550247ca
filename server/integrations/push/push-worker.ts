import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { isLocale, type Locale } from "../../../contract/locale";
import type { PushMessageType, PushPayload } from "../../../contract/push";
import type { Database } from "../../db/client";
import {
  DELIVERY_CONCURRENCY,
  OutboxWorker,
  type OutboxWorkerOptions,
  type QueuedRow,
  retryDelayMs,
} from "../queue/outbox-worker";
import { type AddressPolicy, RefusedAddressError } from "../webhooks/address-guard";
import { sendPush } from "./push-sender";
import { failPush, findPushTarget, markPushSent, removePushSubscription, retryPush } from "./push-worker.repository";
import type { VapidKeyStore } from "./vapid-keys";

export interface PushWorkerOptions extends OutboxWorkerOptions {
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  timeoutMs?: number;
  /** Told when a push service accepted a message (the benchmark and metrics listen). */
  onSent?: (info: { type: string; createdAt: Date }) => void;
}

interface ClaimedPush extends QueuedRow {
  subscription_id: number;
  type: PushMessageType;
  lead_id: string | null;
  urgency: "high" | "normal";
  ttl_seconds: number;
  event_key: string;
}

/**
 * The RFC 8030 Topic of an event's push: the same on every attempt, so a message sent again after a crash
 * or a lost answer replaces the first one still waiting at the push service instead of showing twice
 * (decision 044). At most 32 characters of the URL-safe base64 alphabet: a hash of the event key.
 */
export function pushTopic(eventKey: string): string {
  return createHash("sha256").update(eventKey).digest("base64url").slice(0, 32);
}

/**
 * The notification for one device, worded in its agent's language from the lead as it is now. The push
 * module words it (its texts, decision 035); the worker knows no module.
 */
export type PushWording = (
  type: PushMessageType,
  leadId: string,
  locale: Locale,
  lead: { fullName: string | null; type: "cash" | "realtor" | null },
  eventKey: string,
) => PushPayload;

/**
 * Delivers `push_deliveries` through the shared queue (decision 035): one row per device and event,
 * claimed once, so each device hears of an event exactly once. 2xx is sent; 404/410 means the browser
 * dropped the subscription, which is then removed (its pending rows with it); 429, 5xx and network errors
 * are retried with backoff until the message's TTL has passed; any other answer fails the row.
 */
export class PushWorker extends OutboxWorker<ClaimedPush> {
  private readonly baseBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly timeoutMs: number;

  constructor(
    db: Database,
    log: FastifyBaseLogger,
    private readonly keys: VapidKeyStore,
    private readonly subject: string,
    private readonly policy: AddressPolicy & { production: boolean },
    private readonly wording: PushWording,
    private readonly options: PushWorkerOptions = {},
  ) {
    super(db, log, "push_deliveries", "subscription_id, type, lead_id, urgency, ttl_seconds, event_key", {
      pollMs: 1000,
      leaseMs: 30_000,
      concurrency: DELIVERY_CONCURRENCY,
      aheadOfSaves: true,
      ...options,
    });
    this.baseBackoffMs = options.baseBackoffMs ?? 5_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 10 * 60_000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  protected async deliver(row: ClaimedPush): Promise<void> {
    const target = await findPushTarget(this.db, { subscriptionId: row.subscription_id, leadId: row.lead_id });
    if (!target) {
      await this.finish(row, null, "The device or its user is gone");
      return;
    }
    const keys = await this.keys.keys().catch(() => undefined);
    if (!keys) {
      await this.retryOrFail(row, null, "No VAPID keys: push is not configured");
      return;
    }
    const payload = this.wording(
      row.type,
      row.lead_id ?? "",
      isLocale(target.locale) ? target.locale : "en-CA",
      { fullName: target.full_name, type: target.lead_type },
      row.event_key,
    );
    let status: number | null = null;
    try {
      status = await sendPush(
        target,
        JSON.stringify(payload),
        { ttlSeconds: row.ttl_seconds, urgency: row.urgency, topic: pushTopic(row.event_key) },
        keys,
        this.subject,
        this.policy,
        this.timeoutMs,
      );
    } catch (caught) {
      const message = (caught instanceof Error ? caught.message : String(caught)).slice(0, 300);
      if (caught instanceof RefusedAddressError) await this.finish(row, null, message);
      else await this.retryOrFail(row, null, message);
      return;
    }
    if (status >= 200 && status < 300) {
      await markPushSent(this.db, row, status);
      this.options.onSent?.({ type: row.type, createdAt: new Date(row.created_at) });
      return;
    }
    if (status === 404 || status === 410) {
      // The browser unsubscribed or the subscription expired: the device is gone for good.
      await removePushSubscription(this.db, row.subscription_id);
      this.log.info({ subscriptionId: row.subscription_id, status }, "push: subscription removed");
      return;
    }
    if (status === 429 || status >= 500) await this.retryOrFail(row, status, `The push service answered ${status}`);
    else await this.finish(row, status, `The push service answered ${status}`);
  }

  private async finish(row: ClaimedPush, responseStatus: number | null, error: string) {
    await failPush(this.db, row, { responseStatus, error });
    this.log.warn({ deliveryId: row.id, status: responseStatus }, "push: delivery failed");
  }

  /** Retries with backoff while the message is still worth showing (its TTL), else fails it. */
  private async retryOrFail(row: ClaimedPush, responseStatus: number | null, error: string) {
    const age = Date.now() - new Date(row.created_at).getTime();
    const delay = retryDelayMs(row.attempts, this.baseBackoffMs, this.maxBackoffMs);
    const failed = age + delay > row.ttl_seconds * 1000;
    await retryPush(this.db, row, { failed, responseStatus, error, delayMs: delay });
    this.log.warn(
      { deliveryId: row.id, attempts: row.attempts, status: responseStatus, failed },
      "push: delivery not accepted",
    );
  }
}
