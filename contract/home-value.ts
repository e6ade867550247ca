import "./zod-config";
import { z } from "zod";
import { type PropertyType, propertyTypes } from "./constants";
import { checkPostalCodeProvince, phoneField, postalCodeField } from "./contact-fields";
import { importDryRunSchema, importJobSchema, importPreviewSchema, importRowErrorSchema } from "./lead-import";
import { conditionChoices, leadIdSchema, leadSecretSchema, provinces, publicLeadInputSchema } from "./leads";
import { LOCALES } from "./locale";
import { safeString, safeText } from "./safe-text";
import { validationMessages } from "./validation-messages";

export { type PropertyType, propertyTypes };

/** The estimate's wording (decision 041): an estimate, never an appraisal; in French, une estimation. */
export const homeValueDisclaimers = {
  "en-CA":
    "This is an estimate, not an appraisal. It is computed from homes our brokerage has sold nearby and may differ from the price your home would sell for. An agent can prepare a full comparative market analysis.",
  "fr-CA":
    "Ce chiffre est une estimation, pas une évaluation. Il est calculé à partir de propriétés vendues près de chez vous par notre courtage et peut différer du prix auquel votre propriété se vendrait. Un courtier peut préparer une analyse comparative de marché complète.",
} as const;

const requiredText = (max: number, message: string) => safeString({ error: message }).trim().min(1, message).max(max);

/** `POST /api/home-value/estimate`: the address as the four-card flow names it, then the optional details. */
export const estimateRequestSchema = z
  .object({
    street: requiredText(200, "Enter the street address"),
    unit: safeText(40).optional(),
    city: requiredText(100, "Enter the city"),
    province: z.enum(provinces, { error: "Choose a province" }),
    postalCode: postalCodeField().refine((v) => v !== "", "Enter the postal code"),
    propertyType: z.enum(propertyTypes, { error: "Choose detached, semi-detached, townhouse or condo" }).optional(),
    bedrooms: z.number().int().min(0).max(20).optional(),
    bathrooms: z.number().min(0).max(20).multipleOf(0.5).optional(),
    /** Square feet. */
    livingArea: z.number().int().min(200, "At least 200 sq ft").max(20_000, "At most 20000 sq ft").optional(),
    yearBuilt: z.number().int().min(1800).max(2100).optional(),
    locale: z.enum(["en-CA", "fr-CA"]).optional(),
  })
  .superRefine(checkPostalCodeProvince);
export type EstimateRequest = z.output<typeof estimateRequestSchema>;
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;

export const homeValueEstimateSchema = z.object({
  low: z.number().int(),
  value: z.number().int(),
  high: z.number().int(),
  currency: z.literal("CAD"),
});
export type HomeValueEstimate = z.infer<typeof homeValueEstimateSchema>;

/** A comparable sale as the public sees it: the property, never a person. Prices in dollars. */
export const publicComparableSchema = z.object({
  address: z.string(),
  city: z.string(),
  propertyType: z.enum(propertyTypes),
  soldDate: z.string(),
  price: z.number().int(),
  livingArea: z.number().int(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().nullable(),
  yearBuilt: z.number().int().nullable(),
  /** Kilometres from the home, when both are placed. */
  distanceKm: z.number().nullable(),
  /**
   * What the estimator changed to compare this sale with the subject home, in dollars (size, age, time since the
   * sale), and the price after them. Filled by the estimator (issue 43).
   */
  adjustments: z.object({ size: z.number().int(), age: z.number().int(), time: z.number().int() }).optional(),
  adjustedPrice: z.number().int().optional(),
});
export type PublicComparable = z.infer<typeof publicComparableSchema>;

/** Why there is no number (the funnel words it: "An agent will prepare your analysis"). */
export const noEstimateReasons = ["too-few-comparables", "area-unknown"] as const;
export type NoEstimateReason = (typeof noEstimateReasons)[number];

export const estimateResponseSchema = z.object({
  estimate: homeValueEstimateSchema.nullable(),
  comparables: z.array(publicComparableSchema),
  reason: z.enum(noEstimateReasons).nullable(),
  /** How sure: the share of homes whose sale price fell inside their range when measured (decision 040). */
  coverage: z.number().nullable(),
  disclaimer: z.string(),
  /** How the home was placed: among its own FSA's sales, or by its FSA's centroid among neighbouring FSAs' sales. */
  placement: z.enum(["own-fsa", "neighbour-fsa"]).nullable().optional(),
  /**
   * When the request names no type: the type the home was compared as (the one most sold nearest it), so a
   * screen can say "estimated as a condo" (decision 046). Null when the request named one.
   */
  assumedPropertyType: z.enum(propertyTypes).nullable().optional(),
});
export type EstimateResponse = z.infer<typeof estimateResponseSchema>;

// ---- Imports ----

/** The sold-home fields a CSV column can fill; the ones without `.optional()` are required. */
export const soldHomeFields = [
  "street",
  "unit",
  "city",
  "province",
  "postalCode",
  "propertyType",
  "bedrooms",
  "bathrooms",
  "livingArea",
  "lotSize",
  "yearBuilt",
  "soldPrice",
  "soldDate",
  "latitude",
  "longitude",
] as const;
export type SoldHomeField = (typeof soldHomeFields)[number];
export const requiredSoldHomeFields = [
  "street",
  "city",
  "province",
  "postalCode",
  "propertyType",
  "livingArea",
  "soldPrice",
  "soldDate",
] as const satisfies readonly SoldHomeField[];

const column = safeString().trim().min(1).max(200);
const requiredColumn = (field: string) =>
  safeString({ error: `Choose the column with the ${field}` })
    .trim()
    .min(1, `Choose the column with the ${field}`)
    .max(200);

/** Which CSV column (by its header) fills which field; sent as the multipart field `mapping` (JSON). */
export const soldHomeMappingSchema = z.object({
  street: requiredColumn("street address"),
  unit: column.optional(),
  city: requiredColumn("city"),
  province: requiredColumn("province"),
  postalCode: requiredColumn("postal code"),
  propertyType: requiredColumn("property type"),
  bedrooms: column.optional(),
  bathrooms: column.optional(),
  livingArea: requiredColumn("living area"),
  lotSize: column.optional(),
  yearBuilt: column.optional(),
  soldPrice: requiredColumn("sold price"),
  soldDate: requiredColumn("sold date"),
  latitude: column.optional(),
  longitude: column.optional(),
});
export type SoldHomeMapping = z.infer<typeof soldHomeMappingSchema>;

/**
 * A sold-home row's problem, as a code and its parameters (decision 046): the admin screen words it in its
 * language; `message` keeps the English for integrations (`/api/v1/sold-homes`).
 */
const plainRowProblems = [
  "required",
  "control_characters",
  "not_a_number",
  "not_whole",
  "province_unknown",
  "postal_code_invalid",
  "postal_code_province",
  "property_type_unknown",
  "date_invalid",
  "date_future",
  "coordinates_pair",
  "not_an_object",
  "import_failed",
  "invalid",
] as const;
export const soldHomeRowErrorCodes = [...plainRowProblems, "too_long", "out_of_range"] as const;
export type SoldHomeRowErrorCode = (typeof soldHomeRowErrorCodes)[number];
export type SoldHomeRowProblem =
  | { code: "too_long"; max: number }
  | { code: "out_of_range"; min: number; max: number }
  | { code: (typeof plainRowProblems)[number] };

/** The English of each problem (integrations read it; screens word the code). */
export function soldHomeRowMessage(problem: SoldHomeRowProblem): string {
  switch (problem.code) {
    case "too_long":
      return `At most ${problem.max} characters`;
    case "out_of_range":
      return `Must be between ${problem.min} and ${problem.max}`;
    default:
      return {
        required: "Required",
        control_characters: "Contains control characters",
        not_a_number: "Not a number",
        not_whole: "Must be a whole number",
        province_unknown: "Not a province code (ON, QC, BC...)",
        postal_code_invalid: "Not a Canadian postal code",
        postal_code_province: "The postal code is not in this province",
        property_type_unknown: "Not detached, semi-detached, townhouse or condo",
        date_invalid: "Not a date (YYYY-MM-DD)",
        date_future: "In the future",
        coordinates_pair: "Latitude and longitude go together",
        not_an_object: "Not an object",
        import_failed: "The import stopped on an unexpected error",
        invalid: "Invalid",
      }[problem.code];
  }
}

/** A bad row: its index, column and problem (rows stored before decision 046 have no code). */
export const soldHomeRowErrorSchema = importRowErrorSchema.extend({
  code: z.enum(soldHomeRowErrorCodes).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type SoldHomeRowError = z.infer<typeof soldHomeRowErrorSchema>;

/** The lead import's preview, dry run and job (decision 019), with what sold homes add. */
export const soldHomePreviewSchema = importPreviewSchema.extend({
  /** A mapping guessed from the header's names, for the admin to check; never applied unseen. */
  suggested: z.record(z.string(), z.string()),
});
export type SoldHomePreview = z.infer<typeof soldHomePreviewSchema>;

export const soldHomeDryRunSchema = importDryRunSchema
  .pick({ totalRows: true, validRows: true, errorRows: true })
  .extend({ errors: z.array(soldHomeRowErrorSchema) });
export type SoldHomeDryRun = z.infer<typeof soldHomeDryRunSchema>;

export const soldHomeImportJobSchema = importJobSchema.extend({
  duplicateRows: z.number().int(),
  errors: z.array(soldHomeRowErrorSchema),
});
export type SoldHomeImportJob = z.infer<typeof soldHomeImportJobSchema>;

/** One sold home through `/api/v1/sold-homes` (price in dollars, date YYYY-MM-DD). */
export const apiSoldHomeSchema = z.object({
  street: requiredText(200, "Enter the street address"),
  unit: safeText(40).optional(),
  city: requiredText(100, "Enter the city"),
  province: z.enum(provinces),
  postalCode: postalCodeField().refine((v) => v !== "", "Enter the postal code"),
  propertyType: z.enum(propertyTypes),
  bedrooms: z.number().int().min(0).max(20).nullable().optional(),
  bathrooms: z.number().min(0).max(20).nullable().optional(),
  livingArea: z.number().int().min(200).max(20_000),
  lotSize: z.number().int().min(0).max(10_000_000).nullable().optional(),
  yearBuilt: z.number().int().min(1800).max(2100).nullable().optional(),
  soldPrice: z.number().int().min(10_000).max(100_000_000),
  soldDate: z.iso.date(),
  latitude: z.number().min(41).max(84).nullable().optional(),
  longitude: z.number().min(-142).max(-52).nullable().optional(),
});
export type ApiSoldHome = z.infer<typeof apiSoldHomeSchema>;

/** At most this many sales per request; larger sets go by CSV. */
export const API_SOLD_HOMES_MAX = 1000;

export const apiSoldHomesInputSchema = z.object({ homes: z.array(z.unknown()).min(1).max(API_SOLD_HOMES_MAX) });

export const apiSoldHomesResultSchema = z.object({
  receivedRows: z.number().int(),
  createdRows: z.number().int(),
  duplicateRows: z.number().int(),
  errorRows: z.number().int(),
  /** `row` is the index in `homes`, from 0. */
  errors: z.array(soldHomeRowErrorSchema),
});
export type ApiSoldHomesResult = z.infer<typeof apiSoldHomesResultSchema>;

// ---- Accuracy ----

export const accuracyRowSchema = z.object({
  /** The region's name (the city), or "all". */
  region: z.string(),
  /** Sales in the region. */
  sales: z.number().int(),
  /** Sales that got a number when left out. */
  estimated: z.number().int(),
  medianAbsError: z.number().nullable(),
  within5: z.number().nullable(),
  within10: z.number().nullable(),
  within20: z.number().nullable(),
  /** How often the true price fell inside the (calibrated) range. */
  rangeCoverage: z.number().nullable(),
});
export type AccuracyRow = z.infer<typeof accuracyRowSchema>;

export const accuracyFiguresSchema = z.object({
  method: z.enum(["leave-one-out", "sample-left-out"]),
  /** Sales measured (all of them, or an even sample of a large set). */
  measured: z.number().int(),
  /** The range's stated coverage and the factor that gives it (decision 040). */
  targetCoverage: z.number(),
  rangeFactor: z.number(),
  /** The range factor of homes placed among neighbouring FSAs' sales (decision 046); figures before it lack it. */
  neighbourRangeFactor: z.number().optional(),
  overall: accuracyRowSchema,
  regions: z.array(accuracyRowSchema),
  /**
   * The same sales measured per placement (decision 046): among their own FSA's sales (as `overall`), and as
   * if their FSA had none, at its centroid among the neighbouring FSAs' sales. Region "own-fsa" /
   * "neighbour-fsa"; figures measured before decision 046 lack them.
   */
  placements: z.object({ ownFsa: accuracyRowSchema, neighbourFsa: accuracyRowSchema }).optional(),
});
export type AccuracyFigures = z.infer<typeof accuracyFiguresSchema>;

export const accuracyResponseSchema = z.object({
  soldHomes: z.number().int(),
  computedAt: z.string().nullable(),
  figures: accuracyFiguresSchema.nullable(),
});
export type AccuracyResponse = z.infer<typeof accuracyResponseSchema>;

// ---- Cash-offer ballpark and settings ----

const basisPoints = z.number().int().min(0).max(5000);

/** The seller's condition, as the lead flows offer it. */
export type HomeCondition = (typeof conditionChoices)[number];

/** The discount per condition the seller chose (decision 046), in basis points. */
export const conditionDiscountsSchema = z
  .object({ Excellent: basisPoints, Good: basisPoints, Fair: basisPoints, Poor: basisPoints })
  .refine((d) => d.Excellent <= d.Good && d.Good <= d.Fair && d.Fair <= d.Poor, {
    error: "A worse condition cannot have a smaller discount",
    path: ["Poor"],
  });
export type ConditionDiscounts = z.infer<typeof conditionDiscountsSchema>;

export const homeValueSettingsSchema = z.object({
  /** Basis points of the estimate: 1000 = 10%. Used when the seller gave no condition. */
  cashDiscountBp: basisPoints,
  cashFeeBp: basisPoints,
  conditionDiscountBp: conditionDiscountsSchema,
});
export type HomeValueSettings = z.infer<typeof homeValueSettingsSchema>;

/** The non-binding ballpark's stated conditions, as codes each screen words (decision 041). */
export const ballparkConditions = ["subject-to-inspection", "not-an-offer-until-written"] as const;

export const ballparkSchema = z.object({
  ballpark: z.object({ low: z.number().int(), high: z.number().int(), currency: z.literal("CAD") }).nullable(),
  estimate: homeValueEstimateSchema.nullable(),
  discountBp: z.number().int(),
  feeBp: z.number().int(),
  conditions: z.array(z.enum(ballparkConditions)),
  /** The home's condition the discount was taken for; null when the seller gave none (the general discount). */
  condition: z.enum(conditionChoices).nullable().optional(),
});
export type Ballpark = z.infer<typeof ballparkSchema>;

/**
 * The lead flow's request for its final panel: the lead it saved, with its secret (decision 005), and the
 * details the visitor gave the funnel just before, when they came from it (the flow asks none of them).
 */
export const ballparkRequestSchema = z.object({
  leadId: safeString().max(80),
  leadSecret: safeString().max(128),
  details: z
    .object({
      propertyType: z.enum(propertyTypes).optional(),
      bedrooms: z.number().int().min(0).max(20).optional(),
      bathrooms: z.number().min(0).max(20).multipleOf(0.5).optional(),
      livingArea: z.number().int().min(200).max(20_000).optional(),
      yearBuilt: z.number().int().min(1800).max(2100).optional(),
      /** The condition the seller chose, when the lead does not hold one yet. */
      condition: z.enum(conditionChoices).optional(),
    })
    .optional(),
});
export type BallparkRequest = z.infer<typeof ballparkRequestSchema>;

/** The funnel's estimate kept with the lead, as the agent reads it. */
export const leadHomeValueSchema = z.object({
  request: z.record(z.string(), z.unknown()),
  estimate: homeValueEstimateSchema.nullable(),
  comparables: z.array(publicComparableSchema),
  createdAt: z.string(),
  /** When the seller was shown the estimate; null for one computed for the agent only (decision 046). */
  estimateShownAt: z.string().nullable().optional(),
  /** The cash ballpark exactly as the seller was shown it, and when. */
  ballpark: ballparkSchema.nullable().optional(),
  ballparkShownAt: z.string().nullable().optional(),
  /** The seller asked for the full analysis; when an agent approved and it was sent. */
  analysisRequestedAt: z.string().nullable().optional(),
  analysisSentAt: z.string().nullable().optional(),
});
export type LeadHomeValue = z.infer<typeof leadHomeValueSchema>;

/** Why a lead's market analysis can give no number (issue 44: the lead page says so instead of a link). */
export const analysisWithoutNumberReasons = [...noEstimateReasons, "no-postal-code"] as const;

/** `GET /api/leads/:id/home-value`: what the seller saw, and whether the market analysis has a number, or why not. */
export const leadHomeValueViewSchema = z.object({
  homeValue: leadHomeValueSchema.nullable(),
  analysisHasNumber: z.boolean(),
  analysisWithoutNumber: z.enum(analysisWithoutNumberReasons).nullable(),
});
export type LeadHomeValueView = z.infer<typeof leadHomeValueViewSchema>;

/**
 * `POST /api/home-value/lead`: the funnel's seller, their home and its estimate, saved in one call and one
 * transaction (issue 41): the lead (as any final lead: routing, consent, acknowledgement), the estimate and
 * its comparables computed again on the server (never the browser's copy), then the agent's alert.
 */
export const homeValueLeadInputSchema = z.object({
  id: leadIdSchema,
  leadSecret: leadSecretSchema,
  fullName: safeString({ error: validationMessages.name }).trim().min(1, validationMessages.name).max(120),
  email: safeString({ error: validationMessages.email })
    .trim()
    .max(254)
    .refine((v) => z.email().safeParse(v).success, validationMessages.email),
  phone: phoneField().optional(),
  /** The consent line was shown and the visitor submitted (CASL); `consentTextVersion` names its wording. */
  consent: z.literal(true, { error: "The consent line must be shown and accepted" }),
  consentTextVersion: safeText(40),
  marketingConsent: z.boolean().optional(),
  locale: z.enum(LOCALES).optional(),
  source: publicLeadInputSchema.shape.source,
  utm: publicLeadInputSchema.shape.utm,
  lastTouch: publicLeadInputSchema.shape.lastTouch,
  request: estimateRequestSchema,
});
export type HomeValueLeadInput = z.input<typeof homeValueLeadInputSchema>;
