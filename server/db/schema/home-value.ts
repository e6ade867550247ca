import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  AccuracyFigures,
  Ballpark,
  ConditionDiscounts,
  EstimateRequest,
  HomeValueEstimate,
  PublicComparable,
  SoldHomeMapping,
} from "../../../contract/home-value";
import { importJobColumns } from "./crm";
import { leads } from "./leads";

export const soldHomePropertyTypes = ["detached", "semi-detached", "townhouse", "condo"] as const;

/**
 * A CSV import of sold homes (decision 040): as `lead_imports`, also its queue row while it runs (the file
 * and mapping kept until it ends, `attempts`/`next_attempt_at` claimed by any process), so a run cut by a
 * stop or a crash goes on from its last committed batch.
 */
export const soldHomeImports = pgTable(
  "sold_home_imports",
  {
    ...importJobColumns<SoldHomeMapping>(),
    /** Rows of a sale already on file (same address, unit, postal code and date): kept once. */
    duplicateRows: integer("duplicate_rows").notNull().default(0),
  },
  (t) => [index("sold_home_imports_created_at_idx").on(t.createdAt)],
);

/**
 * The brokerage's own sold homes, the estimator's only data (decision 040). A property's address, never a
 * person: no names, no contact details. Money in cents.
 */
export const soldHomes = pgTable(
  "sold_homes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    street: text("street").notNull(),
    unit: text("unit").notNull().default(""),
    /** lower-cased, spaces collapsed: a sale is on file once (with unit, postal code and date). */
    addressKey: text("address_key").notNull(),
    city: text("city").notNull(),
    province: text("province").notNull(),
    /** "A1A 1A1" */
    postalCode: text("postal_code").notNull(),
    /** The forward sortation area, the postal code's first three characters. */
    fsa: text("fsa").notNull(),
    propertyType: text("property_type", { enum: soldHomePropertyTypes }).notNull(),
    bedrooms: integer("bedrooms"),
    bathrooms: doublePrecision("bathrooms"),
    livingArea: integer("living_area").notNull(),
    lotSize: integer("lot_size"),
    yearBuilt: integer("year_built"),
    soldPriceCents: bigint("sold_price_cents", { mode: "number" }).notNull(),
    soldDate: date("sold_date", { mode: "string" }).notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    source: text("source", { enum: ["csv", "api", "seed"] }).notNull(),
    importId: integer("import_id").references(() => soldHomeImports.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sold_homes_sale_unique").on(t.addressKey, t.unit, t.postalCode, t.soldDate),
    index("sold_homes_type_fsa_idx").on(t.propertyType, t.fsa),
    index("sold_homes_sold_date_idx").on(t.soldDate),
  ],
);

/**
 * The estimator measured on the sold homes (decision 040), recomputed after each import: the figures
 * overall and per region, and the range factor that calibrates the public range. The newest row counts.
 */
export const homeValueAccuracy = pgTable("home_value_accuracy", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  figures: jsonb("figures").$type<AccuracyFigures>().notNull(),
});

/** The admin's cash-offer ballpark terms (decision 041), one row. In basis points of the estimate. */
export const homeValueSettings = pgTable(
  "home_value_settings",
  {
    id: integer("id").primaryKey().default(1),
    cashDiscountBp: integer("cash_discount_bp").notNull().default(1000),
    cashFeeBp: integer("cash_fee_bp").notNull().default(500),
    /** The discount per condition the seller chose (decision 046); `cash_discount_bp` when none was given. */
    conditionDiscountBp: jsonb("condition_discount_bp")
      .$type<ConditionDiscounts>()
      .notNull()
      .default({ Excellent: 500, Good: 1000, Fair: 1500, Poor: 2500 }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("home_value_settings_one_row", sql`${t.id} = 1`)],
);

/**
 * The estimate a seller saw in the funnel, kept with their lead for the agent (decision 041): the request
 * (their address and details: personal data, exported and erased with the lead) and what it gave.
 */
export const leadHomeValues = pgTable("lead_home_values", {
  leadId: text("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  request: jsonb("request").$type<EstimateRequest>().notNull(),
  estimate: jsonb("estimate").$type<HomeValueEstimate | null>(),
  comparables: jsonb("comparables").$type<PublicComparable[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the monthly home-value e-mail was last due: sent (express consent only) or passed over (decision 041). */
  lastReportAt: timestamp("last_report_at", { withTimezone: true }),
  /** When the seller was shown `estimate` (decision 046); what the agent sees is exactly that. */
  estimateShownAt: timestamp("estimate_shown_at", { withTimezone: true }),
  /** The cash ballpark the seller was shown, with its terms, and when (decision 046). */
  ballpark: jsonb("ballpark").$type<Ballpark>(),
  ballparkShownAt: timestamp("ballpark_shown_at", { withTimezone: true }),
  /** The seller asked for "your full analysis" (the funnel's contact step); sent once an agent approves it. */
  analysisRequestedAt: timestamp("analysis_requested_at", { withTimezone: true }),
  analysisSentAt: timestamp("analysis_sent_at", { withTimezone: true }),
});
