import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export interface ParsedPhone {
  /** E.164, for matching (decision 019): `+14165550100`. */
  e164: string;
  /** As stored and shown: North American numbers as `(416) 555-0100`, others as `+44 20 7946 0958`. */
  formatted: string;
}

/**
 * The one phone rule of every form and API (server and browser): the whole text must be a valid number,
 * read as Canadian unless it carries its own country code (libphonenumber-js, its small metadata: length
 * and leading digits per country). Null for anything else, so "(416) 555-01" or a sentence is refused.
 */
export function parsePhone(value: string | null | undefined): ParsedPhone | null {
  const text = value?.trim();
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: "CA", extract: false });
  if (!parsed?.isValid()) return null;
  return {
    e164: parsed.number,
    formatted: parsed.countryCallingCode === "1" ? parsed.formatNational() : parsed.formatInternational(),
  };
}

export const isPhone = (value: string): boolean => parsePhone(value) !== null;
