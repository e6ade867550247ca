import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import {
  OutboxWorker,
  type OutboxWorkerOptions,
  type QueuedRow,
  retryDelayMs,
} from "../../integrations/queue/outbox-worker";
import { finishTurn, retryTurn } from "./assistant.repository";
import { type AssistantBrain, answerTurn } from "./assistant-reply.service";

/** A turn that fails this many times (the model down and the fallback too) is given up, and the agent reads it. */
const MAX_ATTEMPTS = 5;

/**
 * Answers the sellers' queued messages (decision 062) on the shared queue: `assistant_turns` rows still
 * `pending`, claimed with a lease, several at once (a model turn takes seconds; one slow turn never holds
 * the others). After a turn queues a reply or a hand-off, `delivered` kicks the text and mail workers.
 */
export class AssistantWorker extends OutboxWorker<QueuedRow> {
  constructor(
    db: Database,
    log: FastifyBaseLogger,
    private readonly deps: {
      publicUrl: string;
      now: () => Date;
      brain?: AssistantBrain;
      delivered: () => void;
    },
    options: OutboxWorkerOptions = {},
  ) {
    super(db, log, "assistant_turns", "lead_id", {
      pollMs: 1000,
      leaseMs: 60_000,
      concurrency: 16,
      aheadOfSaves: true,
      ...options,
    });
  }

  protected async deliver(row: QueuedRow): Promise<void> {
    const claim = this.mine(row);
    try {
      const queued = await answerTurn(
        { db: this.db, publicUrl: this.deps.publicUrl, now: this.deps.now(), brain: this.deps.brain },
        row.id,
        claim,
      );
      if (queued) this.deps.delivered();
    } catch (error) {
      this.log.warn({ err: error, turn: row.id, attempts: row.attempts }, "assistant: turn failed");
      if (row.attempts >= MAX_ATTEMPTS) {
        await finishTurn(this.db, claim, { status: "skipped", skipReason: "failed", now: this.deps.now() });
      } else {
        await retryTurn(this.db, claim, retryDelayMs(row.attempts, 2000, 60_000));
      }
    }
  }
}
