import { provinces } from "../../../contract/leads";

const postalPattern = /\b([A-Za-z]\d[A-Za-z])[ -]?(\d[A-Za-z]\d)\b/;
const provincePattern = new RegExp(`(?:^|[\\s,])(${provinces.join("|")})(?=$|[\\s,])`, "i");
const unitPart = /^(?:apt|apartment|unit|suite|app|appartement|unite|unité|#)\.?\s*#?\s*(\S+)$/i;
/** "4-123 Main St": a unit before the civic number. */
const unitPrefix = /^(\w{1,6})\s*-\s*(\d+\s.*)$/;

/** An address cell that also holds the city, province or postal code (a comma or a postal code in it). */
export const joinedAddressPattern = /,|\b[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d\b/;

export interface AddressParts {
  address: string | null;
  unit: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
}

/**
 * Splits an address as exports join it: "4-123 Main St, Apt 4, Toronto, ON M5V 2T6" gives the street, the
 * unit, the city, the province code and the postal code; a part it cannot place stays with the street.
 */
export function splitJoinedAddress(text: string): AddressParts {
  let rest = text.trim();
  let postalCode: string | null = null;
  const postal = rest.match(postalPattern);
  if (postal) {
    postalCode = `${postal[1]} ${postal[2]}`.toUpperCase();
    rest = rest.replace(postal[0], "");
  }
  let province: string | null = null;
  const code = rest.match(provincePattern);
  if (code?.[1] && rest.includes(",")) {
    province = code[1].toUpperCase();
    rest = rest.slice(0, code.index) + rest.slice((code.index ?? 0) + code[0].length);
  }
  const parts = rest
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  let unit: string | null = null;
  const unitAt = parts.findIndex((p, i) => i > 0 && unitPart.test(p));
  if (unitAt > 0) {
    unit = (parts[unitAt] as string).match(unitPart)?.[1] ?? null;
    parts.splice(unitAt, 1);
  }
  let street = parts.shift() ?? null;
  const prefixed = street?.match(unitPrefix);
  if (prefixed && !unit) {
    unit = prefixed[1] ?? null;
    street = prefixed[2] ?? street;
  }
  const city = parts.length > 0 ? (parts.pop() as string) : null;
  if (parts.length > 0) street = [street, ...parts].filter(Boolean).join(", ");
  return { address: street || null, unit, city, province, postalCode };
}
