import type { SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { aheadOfSaves, type Database } from "../../db/client";
import { claimDueRows, mine, type QueueTable, renewClaim } from "./queue.repository";

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
  /**
   * A message channel's deliveries: their statements go ahead of queued saves on PGlite (decision 061), so
   * "sent" is written right after the peer took the message. Not for imports, whose long transactions wait
   * their turn.
   */
  aheadOfSaves?: boolean;
  /**
   * How many rows this process delivers at once (default 1). A row that hangs holds one slot, not the
   * queue: the others go on claiming and delivering (decision 044).
   */
  concurrency?: number;
}

/**
 * Rows a message channel (mail, webhooks, push, texts) delivers at once per process: more than the few
 * requests that may hang on a slow peer until their timeout, few enough not to flood a peer or the pool.
 */
export const DELIVERY_CONCURRENCY = 8;

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
 * The durable queue shared by e-mail, webhooks, push, texts and lead imports (decisions 006, 015, 019, 035,
 * 038, 044): rows are written in the transaction of the event that causes them, then delivered here, up
 * to `concurrency` rows at once per process, each under its own claim. A
 * claim hides the row from other workers for the lease (FOR UPDATE SKIP LOCKED, so any number of
 * processes share one table), and the lease is renewed while the row is being delivered, so a slow peer
 * never lets another worker send it again; only a process that stops altogether releases it, when the
 * lease runs out. A result is written only while the claim is still ours (same attempt number):
 * `mine(row)`. The statements are in `queue.repository.ts`; each channel's outcomes in its own repository.
 */
export abstract class OutboxWorker<Row extends QueuedRow> {
  protected readonly pollMs: number;
  protected readonly batchSize: number;
  protected readonly leaseMs: number;
  protected readonly concurrency: number;
  /** The table, its claimed columns and pending status, as the queue repository takes them. */
  protected readonly queue: QueueTable;
  /** Deliveries under way (at most `concurrency`). */
  private readonly inFlight = new Set<Promise<void>>();
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
    columns: string,
    options: OutboxWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.queue = { table, columns, pendingStatus: options.pendingStatus ?? "pending" };
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.ahead = options.aheadOfSaves ? aheadOfSaves : (fn) => fn();
  }

  /** Runs a delivery's or a claim's statements ahead of queued saves, for a message channel (decision 061). */
  private readonly ahead: <T>(fn: () => Promise<T>) => Promise<T>;

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
    await Promise.all(this.inFlight);
  }

  /** True between start() and stop(): rows handed to deliverNow() are delivered by this process. */
  get started(): boolean {
    return !this.stopped;
  }

  /**
   * Delivers rows this process claimed itself when it wrote them (attempt 1, leased: decision 048), at once,
   * once the transaction that wrote them has committed: no claim statement and no free slot to wait for, so
   * on PGlite's one connection they do not queue behind other saves. The lease is renewed and the outcome
   * written as for a claimed row; if this process dies first, the lease runs out and any worker sends them.
   */
  deliverNow(rows: Row[]): void {
    if (this.stopped) return; // the lease runs out and a claim takes them
    for (const row of rows) {
      const delivery: Promise<void> = this.deliverClaimed(row).finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }
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
      while (!this.stopped && (await this.fill(this.batchSize)).length === this.batchSize) {
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

  /**
   * Claims up to `limit` due rows into the free delivery slots (waiting for a slot when all are busy) and
   * starts delivering each; returns the deliveries started, without waiting for them. A hung delivery
   * keeps its slot until its timeout, while the other slots go on with the queue.
   */
  private async fill(limit: number): Promise<Promise<void>[]> {
    const started: Promise<void>[] = [];
    while (!this.stopped && started.length < limit) {
      if (this.inFlight.size >= this.concurrency) {
        await Promise.race(this.inFlight);
        continue;
      }
      const rows = await this.claim(Math.min(this.concurrency - this.inFlight.size, limit - started.length));
      for (const row of rows) {
        const delivery: Promise<void> = this.deliverClaimed(row).finally(() => this.inFlight.delete(delivery));
        this.inFlight.add(delivery);
        started.push(delivery);
      }
      if (rows.length === 0) break;
    }
    return started;
  }

  private deliverClaimed(row: Row): Promise<void> {
    return this.ahead(() => this.deliverAndRenew(row));
  }

  private async deliverAndRenew(row: Row): Promise<void> {
    const stopRenewing = this.renewLease(row);
    try {
      await this.deliver(row);
    } catch (error) {
      // The claim runs out and another attempt follows; one row never stops the others.
      this.log.error({ err: error, queue: this.table, rowId: row.id }, "outbox worker: delivery failed");
    } finally {
      stopRenewing();
    }
  }

  /** Delivers up to one batch and waits for it; returns how many rows it claimed (tests drain with it). */
  async runOnce(): Promise<number> {
    const started = await this.fill(this.batchSize);
    await Promise.all(started);
    return started.length;
  }

  /** The claim is still ours: same attempt number, still pending (as SQL for a repository's WHERE). */
  protected mine(row: Row): SQL {
    return mine(this.queue, row);
  }

  /** Claims up to `count` due rows in one statement, oldest first by id (queue.repository.ts). */
  private async claim(count: number): Promise<Row[]> {
    if (count <= 0) return [];
    return this.ahead(() => claimDueRows<Row>(this.db, this.queue, count, this.leaseMs));
  }

  /** Keeps the claim alive while a delivery takes long; stops when the claim is no longer ours. */
  private renewLease(row: Row): () => void {
    const timer = setInterval(
      () => {
        renewClaim(this.db, this.queue, row, this.leaseMs).catch((error: unknown) =>
          this.log.warn({ err: error, queue: this.table, rowId: row.id }, "outbox worker: lease renewal failed"),
        );
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  }
}
