import { type ApiSoldHome, type PropertyType, propertyTypes, type SoldHomeMapping } from "../../../contract/home-value";
import type { ImportRowError } from "../../../contract/lead-import";
import { provinces } from "../../../contract/leads";
import { normalisePostalCode, postalCodeFitsProvince } from "../../../contract/postal-code";
import type { soldHomes } from "../../db/schema/index";

export type SoldHomeInsert = Omit<typeof soldHomes.$inferInsert, "source" | "importId">;

const provinceCodes: readonly string[] = provinces;
/** The words exports use for each type; anything else is reported, never guessed. */
const typeWords = new Map<string, PropertyType>([
  ...propertyTypes.map((t) => [t, t] as const),
  ["house", "detached"],
  ["single family", "detached"],
  ["single-family", "detached"],
  ["detached house", "detached"],
  ["maison", "detached"],
  ["maison individuelle", "detached"],
  ["semi", "semi-detached"],
  ["semi detached", "semi-detached"],
  ["jumelé", "semi-detached"],
  ["jumelée", "semi-detached"],
  ["town house", "townhouse"],
  ["row house", "townhouse"],
  ["maison en rangée", "townhouse"],
  ["condominium", "condo"],
  ["apartment", "condo"],
  ["condo apartment", "condo"],
  ["copropriété", "condo"],
]);

export const addressKeyOf = (street: string) => street.trim().toLowerCase().replace(/\s+/g, " ");

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 32 && code !== 9) return true;
  }
  return false;
}

/** A number as exports write it: "1,250", "$725,000", "2.5"; null when empty; NaN when not a number. */
function numberOf(value: string | undefined): number | null {
  const text = (value ?? "").trim().replace(/[$\s,]/g, "");
  if (text === "") return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

type Values = Partial<Record<keyof SoldHomeMapping, string>>;

/**
 * One sold home from its cells (a CSV row or an API object read as text), or every problem it has: a
 * missing or malformed required cell, a postal code outside the province, an impossible number. A row
 * with a problem is reported and skipped; nothing is filled in for it (decision 040).
 */
export function readSoldHome(
  values: Values,
  row: number,
  columnOf: (field: keyof SoldHomeMapping) => string | null,
  today: string,
): { home: SoldHomeInsert } | { errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const fail = (field: keyof SoldHomeMapping, message: string) =>
    errors.push({ row, column: columnOf(field), message });
  const text = (field: keyof SoldHomeMapping, max: number, required: boolean): string => {
    const v = (values[field] ?? "").trim();
    if (!v) {
      if (required) fail(field, "Required");
    } else if (v.length > max) fail(field, `At most ${max} characters`);
    else if (hasControlCharacter(v)) fail(field, "Contains control characters");
    return v;
  };
  const num = (
    field: keyof SoldHomeMapping,
    { min, max, required, integer }: { min: number; max: number; required: boolean; integer?: boolean },
  ): number | null => {
    const n = numberOf(values[field]);
    if (n === null) {
      if (required) fail(field, "Required");
      return null;
    }
    if (Number.isNaN(n)) fail(field, "Not a number");
    else if (integer && !Number.isInteger(n)) fail(field, "Must be a whole number");
    else if (n < min || n > max) fail(field, `Must be between ${min} and ${max}`);
    else return n;
    return null;
  };

  const street = text("street", 200, true);
  const unit = text("unit", 40, false);
  const city = text("city", 100, true);
  const provinceText = text("province", 20, true).toUpperCase();
  if (provinceText && !provinceCodes.includes(provinceText)) fail("province", "Not a province code (ON, QC, BC...)");
  const postalText = text("postalCode", 12, true);
  const postalCode = postalText ? normalisePostalCode(postalText) : null;
  if (postalText && !postalCode) fail("postalCode", "Not a Canadian postal code");
  else if (postalCode && provinceCodes.includes(provinceText) && !postalCodeFitsProvince(postalCode, provinceText))
    fail("postalCode", "The postal code is not in this province");
  const typeText = text("propertyType", 40, true);
  const propertyType = typeText ? typeWords.get(typeText.toLowerCase().replace(/_/g, " ")) : undefined;
  if (typeText && !propertyType) fail("propertyType", "Not detached, semi-detached, townhouse or condo");
  const bedrooms = num("bedrooms", { min: 0, max: 20, required: false, integer: true });
  const bathrooms = num("bathrooms", { min: 0, max: 20, required: false });
  const livingArea = num("livingArea", { min: 200, max: 20_000, required: true, integer: true });
  const lotSize = num("lotSize", { min: 0, max: 10_000_000, required: false });
  const yearBuilt = num("yearBuilt", { min: 1800, max: Number(today.slice(0, 4)) + 2, required: false, integer: true });
  const soldPrice = num("soldPrice", { min: 10_000, max: 100_000_000, required: true });
  const dateText = text("soldDate", 30, true);
  const soldDate =
    /^\d{4}-\d{2}-\d{2}$/.test(dateText) && !Number.isNaN(Date.parse(`${dateText}T00:00:00Z`)) ? dateText : null;
  if (dateText && !soldDate) fail("soldDate", "Not a date (YYYY-MM-DD)");
  else if (soldDate && soldDate > today) fail("soldDate", "In the future");
  const latitude = num("latitude", { min: 41, max: 84, required: false });
  const longitude = num("longitude", { min: -142, max: -52, required: false });
  if (
    (latitude === null) !== (longitude === null) &&
    !errors.some((e) => e.column === columnOf("latitude") || e.column === columnOf("longitude"))
  )
    fail(latitude === null ? "latitude" : "longitude", "Latitude and longitude go together");

  if (errors.length > 0 || !postalCode || !propertyType || livingArea === null || soldPrice === null || !soldDate)
    return { errors };
  return {
    home: {
      street,
      unit,
      addressKey: addressKeyOf(street),
      city,
      province: provinceText,
      postalCode,
      fsa: postalCode.slice(0, 3),
      propertyType,
      bedrooms,
      bathrooms,
      livingArea,
      lotSize: lotSize === null ? null : Math.round(lotSize),
      yearBuilt,
      soldPriceCents: Math.round(soldPrice * 100),
      soldDate,
      latitude: latitude !== null && longitude !== null ? latitude : null,
      longitude: latitude !== null && longitude !== null ? longitude : null,
    },
  };
}

/** An API object read as the CSV reads its cells, so both paths accept and refuse alike. */
export function apiHomeValues(home: Record<string, unknown>): Values {
  const out: Values = {};
  for (const key of Object.keys(home)) {
    const v = home[key];
    if (typeof v === "string" || typeof v === "number") out[key as keyof SoldHomeMapping] = String(v);
  }
  return out;
}

export type { ApiSoldHome };
