import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** Sends `payload` (JSON text) on `channel` with PostgreSQL NOTIFY: in a transaction, delivered on its commit. */
export async function notifyChannel(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
