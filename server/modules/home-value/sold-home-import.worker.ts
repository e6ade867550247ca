import type { FastifyBaseLogger } from "fastify";
import type { SoldHomeMapping, SoldHomeRowError } from "../../../contract/home-value";
import type { Database } from "../../db/client";
import { OutboxWorker, type OutboxWorkerOptions, type QueuedRow } from "../../integrations/queue/outbox-worker";
import { finishSoldHomeImport, retryImportLater } from "./home-value.repository";
import { runSoldHomeImport, SoldHomeImportInterrupted } from "./sold-home-import.service";

interface QueuedSoldHomeImport extends QueuedRow {
  file: Uint8Array | null;
  mapping: SoldHomeMapping | null;
  processed_rows: number;
  created_rows: number;
  duplicate_rows: number;
}

const MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = 30_000;

/**
 * Runs queued sold-home imports on the shared queue (as lead imports do, decision 019): one process claims
 * a job and renews its lease; one that dies leaves the claim to run out and the next claim goes on from the
 * last committed batch. `onDone` runs after a job ends (the accuracy is measured again, the index rebuilt).
 */
export class SoldHomeImportWorker extends OutboxWorker<QueuedSoldHomeImport> {
  constructor(
    db: Database,
    log: FastifyBaseLogger,
    private readonly onDone: () => void,
    options: OutboxWorkerOptions & { afterBatch?: (seen: number) => void } = {},
  ) {
    super(db, log, "sold_home_imports", "file, mapping, processed_rows, created_rows, duplicate_rows", {
      pollMs: 5000,
      batchSize: 1,
      ...options,
      pendingStatus: "running",
    });
    this.afterBatch = options.afterBatch;
  }

  private readonly afterBatch?: (seen: number) => void;

  protected async deliver(row: QueuedSoldHomeImport): Promise<void> {
    const mine = this.mine(row);
    try {
      if (!row.file || !row.mapping) throw new Error("the queued import has no file");
      await runSoldHomeImport(
        this.db,
        {
          id: row.id,
          file: Buffer.from(row.file),
          mapping: row.mapping,
          processedRows: row.processed_rows,
          createdRows: row.created_rows,
          duplicateRows: row.duplicate_rows,
          createdAt: new Date(row.created_at),
        },
        { mine, stopping: () => this.stopping, afterBatch: this.afterBatch },
      );
      this.onDone();
    } catch (error) {
      try {
        if (error instanceof SoldHomeImportInterrupted) {
          if (this.stopping) await retryImportLater(this.db, mine, 0);
          return;
        }
        this.log.error({ err: error, importId: row.id, attempt: row.attempts }, "sold-home import failed");
        if (row.attempts >= MAX_ATTEMPTS) {
          const message = "The import stopped on an unexpected error";
          await finishSoldHomeImport(this.db, mine, {
            status: "failed",
            // The code rides in the stored JSON beside the lead import's shape (decision 046).
            errors: [{ row: 0, column: null, message, code: "import_failed" } as SoldHomeRowError],
          });
        } else {
          await retryImportLater(this.db, mine, RETRY_AFTER_MS);
        }
      } catch (recordError) {
        this.log.error({ err: recordError, importId: row.id }, "sold-home import: could not record the outcome");
      }
    }
  }
}
