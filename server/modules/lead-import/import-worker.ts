import type { FastifyBaseLogger } from "fastify";
import type { ImportMapping } from "../../../contract/lead-import";
import type { Database } from "../../db/client";
import { OutboxWorker, type OutboxWorkerOptions, type QueuedRow } from "../../integrations/queue/outbox-worker";
import { retryImportAfter } from "./lead-import.repository";
import { finishImport, ImportInterrupted, runImport } from "./lead-import.service";

interface QueuedImport extends QueuedRow {
  user_id: number | null;
  file_name: string | null;
  file: Uint8Array | null;
  mapping: ImportMapping | null;
  processed_rows: number;
  created_rows: number;
}

/** An import that fails this many times on an unexpected error (not the file's fault) is marked failed. */
const MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = 30_000;

/**
 * Runs queued CSV imports (decision 019) in every process, on the shared queue: one process claims a
 * job, renews its lease while it works, and commits its progress with each batch. A process that stops
 * lets go between two batches and another one goes on at once; one that dies leaves the claim to run out
 * (the lease), and the next claim goes on from the last committed batch. An import is never run twice
 * over the same rows: each batch commits only while the claim is its run's.
 */
export class ImportWorker extends OutboxWorker<QueuedImport> {
  constructor(db: Database, log: FastifyBaseLogger, options: OutboxWorkerOptions = {}) {
    super(db, log, "lead_imports", "user_id, file_name, file, mapping, processed_rows, created_rows", {
      pollMs: 5000,
      batchSize: 1,
      ...options,
      pendingStatus: "running",
    });
  }

  protected async deliver(row: QueuedImport): Promise<void> {
    const mine = this.mine(row);
    try {
      if (!row.file || !row.mapping) throw new Error("the queued import has no file");
      await runImport(
        this.db,
        {
          id: row.id,
          userId: row.user_id,
          fileName: row.file_name,
          file: Buffer.from(row.file),
          mapping: row.mapping,
          processedRows: row.processed_rows,
          createdRows: row.created_rows,
          createdAt: new Date(row.created_at),
        },
        { mine, stopping: () => this.stopping },
      );
    } catch (error) {
      try {
        if (error instanceof ImportInterrupted) {
          // Stopping: let another process go on now rather than when the lease runs out.
          if (this.stopping) await retryImportAfter(this.db, mine, 0);
          return;
        }
        this.log.error({ err: error, importId: row.id, attempt: row.attempts }, "lead import failed");
        if (row.attempts >= MAX_ATTEMPTS) {
          const message = "The import stopped on an unexpected error";
          await finishImport(this.db, mine, { status: "failed", errors: [{ row: 0, column: null, message }] });
        } else {
          await retryImportAfter(this.db, mine, RETRY_AFTER_MS);
        }
      } catch (recordError) {
        this.log.error({ err: recordError, importId: row.id }, "lead import: could not record the outcome");
      }
    }
  }
}
