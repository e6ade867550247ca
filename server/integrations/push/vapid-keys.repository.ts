import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../lib/query-rows";

/** A VAPID key pair (VapidKeys in vapid-keys.ts, written out so the two files do not import each other). */
type KeyPair = { publicKey: string; privateKey: string };

/** Stores `made` unless a pair is there already (the first process wins), then returns the stored pair. */
export async function keepVapidKeys(db: Database, made: KeyPair): Promise<KeyPair | undefined> {
  await db.execute(sql`
    INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, ${made.publicKey}, ${made.privateKey})
    ON CONFLICT (id) DO NOTHING`);
  const result = await db.execute(sql`SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1`);
  const row = rowsOf<{ public_key: string; private_key: string }>(result)[0];
  return row ? { publicKey: row.public_key, privateKey: row.private_key } : undefined;
}
