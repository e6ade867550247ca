import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";

export interface OutboxWorkerOptions {
  /** How often the table is polled when nothing kicks the worker. */
  pollMs?: number;
  batchSize?: number;
  /**
   * A claimed row is hidden from other workers this long; renewed every third of it while sending, so it
   * only runs out when this process stops (dies mid-send).
   */
  leaseMs?: number;
  /** The status of a row still to do (default 'pending'). */
  pendingStatus?: string;
}

/** How long to wait before the next try of a row tried `attempts` times: doubling from `baseMs`, at most `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), maxMs);
}

/** The columns every queue table has (`email_outbox`, `webhook_deliveries`, `lead_imports`). */
export interface QueuedRow {
  id: number;
  attempts: number;
  created_at: string | Date;
}

/**
 * The durable queue shared by e-mail, webhooks and lead imports (decisions 006, 015 and 019): rows are
 * written in the transaction of the event that causes them, then delivered here, one row per claim. A
 * claim hides the row from other workers for the lease (FOR UPDATE SKIP LOCKED, so any number of
 * processes share one table), and the lease is renewed while the row is being delivered, so a slow peer
 * never lets another worker send it again; only a process that stops altogether releases it, when the
 * lease runs out. A result is written only while the claim is still ours (same attempt number):
 * `mine(row)`.
 */
export abstract class OutboxWorker<Row extends QueuedRow> {
  protected readonly pollMs: number;
  protected readonly batchSize: number;
  protected readonly leaseMs: number;
  private readonly pendingStatus: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Polls in a row that failed (the database unreachable): the next poll waits longer, up to 30 s. */
  private failures = 0;

  constructor(
    protected readonly db: Database,
    protected readonly log: FastifyBaseLogger,
    private readonly table: string,
    /** The columns a claim returns, as SQL (`id, attempts, created_at` are added). */
    private readonly columns: string,
    options: OutboxWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pendingStatus = options.pendingStatus ?? "pending";
  }

  /** True once stop() was called: a long delivery can leave the rest of its work for the next claim. */
  protected get stopping(): boolean {
    return this.stopped;
  }

  /** Delivers one claimed row and records the outcome (only `WHERE mine(row)`); must not throw. */
  protected abstract deliver(row: Row): Promise<void>;

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Deliver now: called after a transaction that wrote rows commits. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.again && this.failures === 0 ? 0 : this.nextPollMs());
        this.again = false;
      });
    }, delay);
    this.timer.unref();
  }

  /** The poll interval, or while polls fail a backoff doubling from it up to 30 s (decision 044). */
  private nextPollMs(): number {
    return this.failures === 0 ? this.pollMs : Math.max(this.pollMs, retryDelayMs(this.failures, 500, 30_000));
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce()) === this.batchSize) {
        // a full batch: there may be more
      }
      if (this.failures > 0) this.log.info({ queue: this.table }, "outbox worker: polling again");
      this.failures = 0;
    } catch (error) {
      // The database is gone for a moment (a restart, a failover): back off and try again, never give up.
      this.failures++;
      const log = this.failures === 1 ? "error" : "warn";
      this.log[log]({ err: error, queue: this.table, failures: this.failures }, "outbox worker: poll failed");
    }
  }

  /** Delivers up to one batch, claiming one row at a time; returns how many rows it claimed. */
  async runOnce(): Promise<number> {
    let claimed = 0;
    while (claimed < this.batchSize && !this.stopped) {
      const row = await this.claimOne();
      if (!row) break;
      claimed++;
      const stopRenewing = this.renewLease(row);
      try {
        await this.deliver(row);
      } finally {
        stopRenewing();
      }
    }
    return claimed;
  }

  /** The claim is still ours: same attempt number, still pending. */
  protected mine(row: Row): SQL {
    return sql`id = ${row.id} AND attempts = ${row.attempts} AND status = ${this.pendingStatus}`;
  }

  private async claimOne(): Promise<Row | undefined> {
    const table = sql.identifier(this.table);
    const result = await this.db.execute(sql`
      UPDATE ${table}
      SET attempts = attempts + 1, next_attempt_at = now() + (${this.leaseMs} * interval '1 millisecond')
      WHERE id = (
        SELECT id FROM ${table}
        WHERE status = ${this.pendingStatus} AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, attempts, created_at, ${sql.raw(this.columns)}`);
    return (result as unknown as { rows: Row[] }).rows[0];
  }

  /** Keeps the claim alive while a delivery takes long; stops when the claim is no longer ours. */
  private renewLease(row: Row): () => void {
    const timer = setInterval(
      () => {
        this.db
          .execute(sql`
            UPDATE ${sql.identifier(this.table)}
            SET next_attempt_at = now() + (${this.leaseMs} * interval '1 millisecond')
            WHERE ${this.mine(row)}`)
          .catch((error: unknown) =>
            this.log.warn({ err: error, queue: this.table, rowId: row.id }, "outbox worker: lease renewal failed"),
          );
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  }
}
