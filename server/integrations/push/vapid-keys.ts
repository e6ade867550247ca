import { sql } from "drizzle-orm";
import webpush from "web-push";
import type { Database } from "../../db/client";
import { rowsOf } from "../../lib/query-rows";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair (RFC 8292): from VAPID_* when set; otherwise (outside production) a pair made once and
 * kept in `push_vapid_keys`, so every process of a fleet signs with the same key and a browser's
 * subscription (bound to the public key) survives restarts. In production without VAPID_* push is off.
 */
export class VapidKeyStore {
  private cached: Promise<VapidKeys | undefined> | undefined;

  constructor(
    private readonly db: Database,
    private readonly fromEnv: VapidKeys | undefined,
    private readonly mayGenerate: boolean,
  ) {}

  keys(): Promise<VapidKeys | undefined> {
    this.cached ??= this.load().catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  private async load(): Promise<VapidKeys | undefined> {
    if (this.fromEnv) return this.fromEnv;
    if (!this.mayGenerate) return undefined;
    const made = webpush.generateVAPIDKeys();
    // The first process to get here wins; the others read its pair.
    await this.db.execute(sql`
      INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, ${made.publicKey}, ${made.privateKey})
      ON CONFLICT (id) DO NOTHING`);
    const result = await this.db.execute(sql`SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1`);
    const row = rowsOf<{ public_key: string; private_key: string }>(result)[0];
    if (!row) throw new Error("push: no VAPID key pair stored");
    return { publicKey: row.public_key, privateKey: row.private_key };
  }
}
