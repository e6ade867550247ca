import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * The phone in E.164 for duplicate matching (decision 019): read as Canadian unless it carries its own
 * country code. Null when it is not a possible number, so junk never matches junk.
 */
export function toE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, "CA");
  return parsed?.isPossible() ? parsed.number : null;
}
