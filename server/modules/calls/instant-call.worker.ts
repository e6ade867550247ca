import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { OutboxWorker, type OutboxWorkerOptions, type QueuedRow } from "../../integrations/queue/outbox-worker";
import type { VoiceProvider } from "../../integrations/voice/voice-provider";
import { placeInstantCall } from "./instant-call.service";

/**
 * Places queued instant calls (decision 059) on the shared queue: `calls` rows of kind `instant` still
 * `queued`, claimed with a lease, so a call written by a save that committed just before a crash is placed by
 * the next process. Polls every second: "instant" means within seconds of the save.
 */
export class InstantCallWorker extends OutboxWorker<QueuedRow> {
  constructor(
    db: Database,
    log: FastifyBaseLogger,
    private readonly deps: { provider: VoiceProvider | undefined; publicUrl: string; now: () => Date },
    options: OutboxWorkerOptions = {},
  ) {
    super(db, log, "calls", "lead_id", {
      pollMs: 1000,
      leaseMs: 30_000,
      concurrency: 4,
      aheadOfSaves: true,
      ...options,
      pendingStatus: "queued",
    });
  }

  protected async deliver(row: QueuedRow): Promise<void> {
    const { provider, publicUrl, now } = this.deps;
    await placeInstantCall({ db: this.db, provider, publicUrl, now: now() }, row.id, this.mine(row));
  }
}
