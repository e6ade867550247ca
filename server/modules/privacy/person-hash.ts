import { createHash } from "node:crypto";
import { toE164 } from "../leads/phone";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Who a consent event or a suppression is about, without holding the address (issue 22): SHA-256 of the
 * e-mail trimmed and lower-cased, and of the phone in E.164. Null when there is nothing to hash.
 */
export function emailHash(email: string | null | undefined): string | null {
  const folded = email?.trim().toLowerCase();
  return folded ? sha256(`email:${folded}`) : null;
}

export function phoneHash(phone: string | null | undefined): string | null {
  const e164 = toE164(phone);
  return e164 ? sha256(`phone:${e164}`) : null;
}
