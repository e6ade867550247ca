import { z } from "zod";
import {
  type ApiSoldHome,
  type PropertyType,
  propertyTypes,
  type SoldHomeMapping,
  type SoldHomeRowError,
  type SoldHomeRowProblem,
  soldHomeRowMessage,
} from "../../../contract/home-value";
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
function numberOf(value: string): number | null {
  const text = value.trim().replace(/[$\s,]/g, "");
  if (text === "") return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

type Values = Partial<Record<keyof SoldHomeMapping, string>>;

/** Reports a row's problem as its code (the admin screen words it) with its English for integrations. */
function fail(ctx: z.RefinementCtx, error: SoldHomeRowProblem, path?: (keyof SoldHomeMapping)[]): typeof z.NEVER {
  ctx.addIssue({ code: "custom", message: soldHomeRowMessage(error), params: error, ...(path ? { path } : {}) });
  return z.NEVER;
}

/** A text cell: trimmed, at most `max` characters, no control characters; "" when empty and optional. */
const textCell = (max: number, required: boolean) =>
  z
    .string()
    .default("")
    .transform((raw, ctx) => {
      const v = raw.trim();
      if (!v) return required ? fail(ctx, { code: "required" }) : "";
      if (v.length > max) return fail(ctx, { code: "too_long", max });
      if (hasControlCharacter(v)) return fail(ctx, { code: "control_characters" });
      return v;
    });

/** A number cell as exports write it, within its bounds; null when empty and optional. */
const numberCell = (rule: { min: number; max: number; required: boolean; integer?: boolean }) =>
  z
    .string()
    .default("")
    .transform((raw, ctx): number | null => {
      const n = numberOf(raw);
      if (n === null) return rule.required ? fail(ctx, { code: "required" }) : null;
      if (Number.isNaN(n)) return fail(ctx, { code: "not_a_number" });
      if (rule.integer && !Number.isInteger(n)) return fail(ctx, { code: "not_whole" });
      if (n < rule.min || n > rule.max) return fail(ctx, { code: "out_of_range", min: rule.min, max: rule.max });
      return n;
    });

/**
 * One sold home's cells (a CSV row, or an API object read as text) as zod reads them (decision 046): each
 * cell its own rule, then the rules across cells (postal code and province, latitude with longitude). A row
 * with a problem is reported by codes and skipped; nothing is filled in for it (decision 040).
 */
export const soldHomeRowSchema = (today: string) =>
  z
    .object({
      street: textCell(200, true),
      unit: textCell(40, false),
      city: textCell(100, true),
      province: textCell(20, true).transform((v, ctx) => {
        const code = v.toUpperCase();
        return !v || provinceCodes.includes(code) ? code : fail(ctx, { code: "province_unknown" });
      }),
      postalCode: textCell(12, true).transform((v, ctx) => {
        if (!v) return "";
        return normalisePostalCode(v) ?? fail(ctx, { code: "postal_code_invalid" });
      }),
      propertyType: textCell(40, true).transform((v, ctx) => {
        if (!v) return undefined;
        return typeWords.get(v.toLowerCase().replace(/_/g, " ")) ?? fail(ctx, { code: "property_type_unknown" });
      }),
      bedrooms: numberCell({ min: 0, max: 20, required: false, integer: true }),
      bathrooms: numberCell({ min: 0, max: 20, required: false }),
      livingArea: numberCell({ min: 200, max: 20_000, required: true, integer: true }),
      lotSize: numberCell({ min: 0, max: 10_000_000, required: false }),
      yearBuilt: numberCell({ min: 1800, max: Number(today.slice(0, 4)) + 2, required: false, integer: true }),
      soldPrice: numberCell({ min: 10_000, max: 100_000_000, required: true }),
      soldDate: textCell(30, true).transform((v, ctx) => {
        if (!v) return "";
        if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
          return fail(ctx, { code: "date_invalid" });
        return v > today ? fail(ctx, { code: "date_future" }) : v;
      }),
      latitude: numberCell({ min: 41, max: 84, required: false }),
      longitude: numberCell({ min: -142, max: -52, required: false }),
    })
    .superRefine((home, ctx) => {
      if (home.postalCode && home.province && !postalCodeFitsProvince(home.postalCode, home.province))
        fail(ctx, { code: "postal_code_province" }, ["postalCode"]);
      if ((home.latitude === null) !== (home.longitude === null))
        fail(ctx, { code: "coordinates_pair" }, [home.latitude === null ? "latitude" : "longitude"]);
    });

// Built once per day, not once per row (an import reads 100,000 rows).
let cached: { today: string; schema: ReturnType<typeof soldHomeRowSchema> } | undefined;
function rowSchemaFor(today: string) {
  if (cached?.today !== today) cached = { today, schema: soldHomeRowSchema(today) };
  return cached.schema;
}

/**
 * One sold home from its cells, or every problem it has (each with its column and code). Cells outside the
 * mapping read as empty.
 */
export function readSoldHome(
  values: Values,
  row: number,
  columnOf: (field: keyof SoldHomeMapping) => string | null,
  today: string,
): { home: SoldHomeInsert } | { errors: SoldHomeRowError[] } {
  const parsed = rowSchemaFor(today).safeParse(values);
  if (!parsed.success)
    return {
      errors: parsed.error.issues.map((issue) => {
        const problem = (issue as { params?: SoldHomeRowProblem }).params ?? { code: "invalid" };
        const field = issue.path[0] as keyof SoldHomeMapping | undefined;
        return { row, column: field ? columnOf(field) : null, message: issue.message, ...problem };
      }),
    };
  const home = parsed.data;
  const { postalCode, propertyType, livingArea, soldPrice, latitude, longitude } = home;
  // Required cells passed their rule above, so these are set; the checks only narrow the types.
  if (!propertyType || livingArea === null || soldPrice === null) return { errors: [] };
  const placed = latitude !== null && longitude !== null;
  return {
    home: {
      street: home.street,
      unit: home.unit,
      addressKey: addressKeyOf(home.street),
      city: home.city,
      province: home.province,
      postalCode,
      fsa: postalCode.slice(0, 3),
      propertyType,
      bedrooms: home.bedrooms,
      bathrooms: home.bathrooms,
      livingArea,
      lotSize: home.lotSize === null ? null : Math.round(home.lotSize),
      yearBuilt: home.yearBuilt,
      soldPriceCents: Math.round(soldPrice * 100),
      soldDate: home.soldDate,
      latitude: placed ? latitude : null,
      longitude: placed ? longitude : null,
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
