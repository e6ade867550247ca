import webpush from "web-push";
import type { Database } from "../../db/client";
import { keepVapidKeys } from "./vapid-keys.repository";

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
    const kept = await keepVapidKeys(this.db, made);
    if (!kept) throw new Error("push: no VAPID key pair stored");
    return kept;
  }
}
