import { createHash, createHmac } from "node:crypto";
import { toE164 } from "../leads/index";

/** What a keyed hash starts with; the unkeyed SHA-256 hashes written before decision 027 are plain hex. */
export const KEYED_PREFIX = "k1:";

let key: Buffer | null = null;

/**
 * Installs the key of the person hashes (loaded at start-up by person-hash-key.ts). One key a process: a
 * second, different one would make the same person two people, so it is refused.
 */
export function installPersonHashKey(next: Buffer): void {
  if (key && !key.equals(next)) throw new Error("This process already hashes people with another key");
  key = next;
}

/**
 * The keyed form of an unkeyed hash: HMAC-SHA-256 of it. Hashing a person is this over the old SHA-256, so
 * the rows written before the key existed are re-keyed in place (person-hash-key.ts) and still match.
 */
export function keyedHash(unkeyed: string): string {
  if (!key) throw new Error("The person-hash key is not loaded");
  return `${KEYED_PREFIX}${createHmac("sha256", key).update(unkeyed).digest("hex")}`;
}

const hashOf = (value: string) => keyedHash(createHash("sha256").update(value).digest("hex"));

/**
 * Who a consent event or a suppression is about, without holding the address (issues 22 and 30): a keyed
 * hash of the e-mail trimmed and lower-cased, and of the phone in E.164. Without the key (kept outside the
 * database) nobody can find a person by hashing candidate addresses or numbers. Null when there is nothing to
 * hash.
 */
export function emailHash(email: string | null | undefined): string | null {
  const folded = email?.trim().toLowerCase();
  return folded ? hashOf(`email:${folded}`) : null;
}

export function phoneHash(phone: string | null | undefined): string | null {
  const e164 = toE164(phone);
  return e164 ? hashOf(`phone:${e164}`) : null;
}
