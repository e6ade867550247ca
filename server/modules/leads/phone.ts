import { parsePhone } from "../../../contract/phone-number";

/**
 * The phone in E.164 for duplicate matching (decision 019), by the one phone rule of the contract. Null
 * when it is not a valid number, so junk never matches junk.
 */
export function toE164(phone: string | null | undefined): string | null {
  return parsePhone(phone)?.e164 ?? null;
}
