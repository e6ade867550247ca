import type { FastifyBaseLogger } from "fastify";
import type { Brokerage } from "../../../contract/settings";
import type { Database } from "../../db/client";
import {
  DELIVERY_CONCURRENCY,
  OutboxWorker,
  type OutboxWorkerOptions,
  type QueuedRow,
  retryDelayMs,
} from "../queue/outbox-worker";
import { type AddressPolicy, RefusedAddressError } from "./address-guard";
import { webhookDisabledEmail } from "./webhook-disabled-email";
import { postWebhook } from "./webhook-sender";
import { webhookHeaders } from "./webhook-signature";
import {
  failForDisabledEndpoint,
  findEndpoint,
  markDeliverySent,
  noteEndpointFailure,
  retryDelivery,
} from "./webhook-worker.repository";

export interface WebhookWorkerOptions extends OutboxWorkerOptions {
  /** First retry delay; each further failure doubles it, up to `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** A message still undelivered this long after it was written is marked failed (a day). */
  giveUpAfterMs?: number;
  /** An endpoint failing this long without a success is disabled and admins are told (a day). */
  disableAfterMs?: number;
  timeoutMs?: number;
}

interface ClaimedDelivery extends QueuedRow {
  endpoint_id: number;
  message_id: string;
  payload: unknown;
}

const DAY_MS = 24 * 3_600_000;

/** Where the admins' e-mail takes its brand from (decision 050). */
export interface WebhookMailBrand {
  brokerage: (db: Database) => Promise<Brokerage>;
  publicUrl: string;
}

/**
 * Delivers `webhook_deliveries` through the shared queue (claim per row, lease renewed while the
 * receiver answers, result written only while the claim is ours). A 2xx is delivered; anything else is
 * retried with exponential backoff until the message is a day old, then failed. An address refused by
 * the SSRF policy fails at once: retrying would knock on the same door.
 */
export class WebhookWorker extends OutboxWorker<ClaimedDelivery> {
  private readonly baseBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly giveUpAfterMs: number;
  private readonly disableAfterMs: number;
  private readonly timeoutMs: number;

  constructor(
    db: Database,
    log: FastifyBaseLogger,
    private readonly policy: AddressPolicy,
    /** Called after an endpoint was disabled and the admins' e-mail written (to kick the mail worker). */
    private readonly onAdminsTold: () => void,
    /** The brokerage the admins' e-mail is branded with (the settings module's, handed in), and the app's address. */
    private readonly brand: WebhookMailBrand,
    options: WebhookWorkerOptions = {},
  ) {
    super(db, log, "webhook_deliveries", "endpoint_id, message_id, payload", {
      concurrency: DELIVERY_CONCURRENCY,
      aheadOfSaves: true,
      ...options,
    });
    this.baseBackoffMs = options.baseBackoffMs ?? 10_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 4 * 3_600_000;
    this.giveUpAfterMs = options.giveUpAfterMs ?? DAY_MS;
    this.disableAfterMs = options.disableAfterMs ?? DAY_MS;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  protected async deliver(row: ClaimedDelivery): Promise<void> {
    const endpoint = await findEndpoint(this.db, row.endpoint_id);
    if (!endpoint?.enabled) {
      await failForDisabledEndpoint(this.db, row);
      return;
    }
    const body = typeof row.payload === "string" ? row.payload : JSON.stringify(row.payload);
    const secrets = [
      endpoint.secret,
      ...(endpoint.previous_secret && endpoint.previous_valid ? [endpoint.previous_secret] : []),
    ];
    const headers = webhookHeaders(secrets, row.message_id, Math.floor(Date.now() / 1000), body);
    let status: number | null = null;
    let error: string;
    let refused = false;
    try {
      status = (await postWebhook(endpoint.url, headers, body, this.policy, this.timeoutMs)).status;
      if (status >= 200 && status < 300) {
        await markDeliverySent(this.db, row, status);
        return;
      }
      error = `The endpoint answered ${status}`;
    } catch (caught) {
      refused = caught instanceof RefusedAddressError;
      error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 300);
    }
    await this.markFailedAttempt(row, status, error, refused);
  }

  private async markFailedAttempt(row: ClaimedDelivery, status: number | null, error: string, refused: boolean) {
    const age = Date.now() - new Date(row.created_at).getTime();
    const delay = retryDelayMs(row.attempts, this.baseBackoffMs, this.maxBackoffMs);
    const failed = refused || age + delay > this.giveUpAfterMs;
    await retryDelivery(this.db, row, { failed, error, responseStatus: status, delayMs: delay });
    // The URL may hold a token of the receiver's: log ids only.
    this.log.warn(
      { deliveryId: row.id, endpointId: row.endpoint_id, attempts: row.attempts, status, failed },
      "webhooks: delivery failed",
    );
    await this.noteEndpointFailure(row.endpoint_id);
  }

  /** Starts the endpoint's failing clock, and disables it once it has failed for `disableAfterMs`. */
  private async noteEndpointFailure(endpointId: number) {
    const told = await noteEndpointFailure(this.db, endpointId, this.disableAfterMs, async (tx, url, admins) => {
      const { brokerage, publicUrl } = this.brand;
      const current = await brokerage(tx);
      return Promise.all(
        admins.map((to) => webhookDisabledEmail({ to, url, endpointId, brokerage: current, publicUrl })),
      );
    });
    if (told) this.onAdminsTold();
  }
}
