import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../lib/query-rows";

/** One queue table as the shared worker sees it (`email_outbox`, `webhook_deliveries`, `lead_imports`, …). */
export interface QueueTable {
  table: string;
  /** The columns a claim returns besides `id, attempts, created_at`, as SQL. */
  columns: string;
  /** The status of a row still to do. */
  pendingStatus: string;
}

/** A claimed row: its id and the attempt number its claim set. */
export interface QueueClaim {
  id: number;
  attempts: number;
}

/**
 * The claim is still ours: same attempt number, still pending. Every outcome a worker writes is
 * `WHERE mine(…)`, so a worker whose lease ran out (another process took the row) writes nothing.
 */
export function mine(queue: Pick<QueueTable, "pendingStatus">, claim: QueueClaim): SQL {
  return sql`id = ${claim.id} AND attempts = ${claim.attempts} AND status = ${queue.pendingStatus}`;
}

/**
 * Claims up to `count` due rows in one statement (one round trip however many slots are free: on PGlite
 * every statement waits its turn on the one connection). Due rows go oldest first, by id: a claim moves
 * `next_attempt_at` to the lease's end, so ordering by it sent a row re-claimed after a crash to the back
 * of the queue; by id it keeps its place (decision 044). FOR UPDATE SKIP LOCKED: any number of processes
 * share one table.
 */
export async function claimDueRows<Row extends QueueClaim>(
  db: Database,
  queue: QueueTable,
  count: number,
  leaseMs: number,
): Promise<Row[]> {
  const table = sql.identifier(queue.table);
  const result = await db.execute(sql`
      UPDATE ${table}
      SET attempts = attempts + 1, next_attempt_at = now() + (${leaseMs} * interval '1 millisecond')
      WHERE id IN (
        SELECT id FROM ${table}
        WHERE status = ${queue.pendingStatus} AND next_attempt_at <= now()
        ORDER BY id
        LIMIT ${count}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, attempts, created_at, ${sql.raw(queue.columns)}`);
  return rowsOf<Row>(result).sort((a, b) => a.id - b.id);
}

/** Moves a claimed row's lease end `leaseMs` from now, while the claim is still ours. */
export async function renewClaim(db: Database, queue: QueueTable, claim: QueueClaim, leaseMs: number): Promise<void> {
  await db.execute(sql`
    UPDATE ${sql.identifier(queue.table)}
    SET next_attempt_at = now() + (${leaseMs} * interval '1 millisecond')
    WHERE ${mine(queue, claim)}`);
}
