import "./zod-config";
import { z } from "zod";

/** Decision 053: the ad platforms whose lead forms post to the portal. */
export const adPlatforms = ["meta", "google"] as const;
export type AdPlatform = (typeof adPlatforms)[number];

/** The lead source an ad platform's leads are given (the report groups by it). */
export const adPlatformSource: Record<AdPlatform, string> = { meta: "facebook", google: "google" };

/**
 * The lead fields a form's question may fill. `comments` collects every answer without a field of its own;
 * `consent:marketing` marks a Meta disclaimer checkbox (or Google question) that grants marketing e-mail.
 */
export const adLeadFields = [
  "fullName",
  "firstName",
  "lastName",
  "email",
  "phone",
  "postalCode",
  "address",
  "city",
  "province",
  "movingReason",
  "movingLocation",
  "timeline",
  "comments",
  "consent:marketing",
  "ignore",
] as const;
export type AdLeadField = (typeof adLeadFields)[number];

const graphId = z.union([z.string().regex(/^\d{1,30}$/), z.number().int().nonnegative()]).transform(String);

/** GET /api/ads/meta/webhook: Meta's verification request (Webhooks "Verification Requests"). */
export const metaVerifyQuerySchema = z.object({
  "hub.mode": z.literal("subscribe"),
  "hub.verify_token": z.string().min(1).max(512),
  "hub.challenge": z.string().min(1).max(512),
});

/** One `leadgen` change of a Page webhook: the ids only; the lead itself is read from the Graph API. */
export const metaLeadgenValueSchema = z.object({
  leadgen_id: graphId,
  page_id: graphId.optional(),
  form_id: graphId.optional(),
  ad_id: graphId.optional(),
  adgroup_id: graphId.optional(),
  created_time: z.number().int().optional(),
});

/** POST /api/ads/meta/webhook: a Page object notification; changes of other fields are acknowledged and skipped. */
export const metaWebhookBodySchema = z.object({
  object: z.string().max(64),
  entry: z
    .array(
      z.object({
        id: z.string().max(64).optional(),
        time: z.number().optional(),
        changes: z
          .array(z.object({ field: z.string().max(64), value: z.unknown() }))
          .max(100)
          .default([]),
      }),
    )
    .max(100),
});
export type MetaWebhookBody = z.infer<typeof metaWebhookBodySchema>;

/** The Graph API's lead (`GET /{leadgen_id}?fields=...`): its answers and the ad that brought it. */
export const metaGraphLeadSchema = z.object({
  id: graphId,
  created_time: z.string().max(64).optional(),
  ad_id: graphId.optional(),
  adset_id: graphId.optional(),
  campaign_id: graphId.optional(),
  campaign_name: z.string().max(400).optional(),
  form_id: graphId.optional(),
  is_organic: z.boolean().optional(),
  field_data: z
    .array(z.object({ name: z.string().max(200), values: z.array(z.string().max(4000)).max(50).default([]) }))
    .max(200)
    .default([]),
  custom_disclaimer_responses: z
    .array(
      z.object({
        checkbox_key: z.string().max(200),
        is_checked: z.union([z.string(), z.boolean(), z.number()]).transform((v) => v === true || v === "1" || v === 1),
      }),
    )
    .max(50)
    .default([]),
});
export type MetaGraphLead = z.infer<typeof metaGraphLeadSchema>;

/** POST /api/ads/google/webhook: a Google Ads lead form submission (lead form webhook, api_version 1.0). */
export const googleLeadWebhookSchema = z.object({
  lead_id: z.string().min(1).max(200),
  api_version: z.string().max(20).optional(),
  form_id: graphId.optional(),
  campaign_id: graphId.optional(),
  adgroup_id: graphId.optional(),
  creative_id: graphId.optional(),
  gcl_id: z.string().max(400).optional(),
  google_key: z.string().max(400),
  is_test: z.boolean().optional().default(false),
  user_column_data: z
    .array(
      z.object({
        column_id: z.string().max(200).optional(),
        column_name: z.string().max(400).optional(),
        string_value: z.string().max(4000).optional().default(""),
      }),
    )
    .max(200)
    .default([]),
});
export type GoogleLeadWebhook = z.infer<typeof googleLeadWebhookSchema>;

/** What a webhook answers: how many leads it made and how many it had made before (replays). */
export const adWebhookAnswerSchema = z.object({ created: z.number().int(), replayed: z.number().int() });

/** GET/PUT /api/admin/ads/field-mappings: the admin's mapping of a form's question keys to lead fields. */
export const adFieldMappingSchema = z.object({
  platform: z.enum(adPlatforms),
  questionKey: z.string().trim().min(1).max(200),
  leadField: z.enum(adLeadFields),
});
export type AdFieldMapping = z.infer<typeof adFieldMappingSchema>;
export const adFieldMappingListSchema = z.array(adFieldMappingSchema).max(500);

const day = z.iso.date("Enter a date as YYYY-MM-DD");
const cents = z.number().int("Whole cents").min(0, "Cannot be negative").max(100_000_000_000, "Too large");

/** GET/PUT /api/leads/{id}/outcome: the deal the lead became (decision 053); money in cents. */
export const leadOutcomeSchema = z.object({
  listingSignedOn: day.nullable(),
  listPriceCents: cents.nullable(),
  soldOn: day.nullable(),
  soldPriceCents: cents.nullable(),
  /** The brokerage's gross commission income from the sale. */
  gciCents: cents.nullable(),
  updatedAt: z.string().nullable(),
});
export type LeadOutcome = z.infer<typeof leadOutcomeSchema>;

/** Only the fields sent change; null clears one. A sale is not dated before its listing. */
export const leadOutcomeInputSchema = z
  .object({
    listingSignedOn: day.nullable().optional(),
    listPriceCents: cents.nullable().optional(),
    soldOn: day.nullable().optional(),
    soldPriceCents: cents.nullable().optional(),
    gciCents: cents.nullable().optional(),
  })
  .strict();
export type LeadOutcomeInput = z.infer<typeof leadOutcomeInputSchema>;

/** The history's field names of an outcome's parts (the lead page words them). */
export const outcomeHistoryFields = {
  listingSignedOn: "listingSignedOn",
  listPriceCents: "listPrice",
  soldOn: "soldOn",
  soldPriceCents: "soldPrice",
  gciCents: "gci",
} as const;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Enter a month as YYYY-MM");
const source = z
  .string()
  .trim()
  .min(1, "Enter the source")
  .max(100)
  .transform((v) => v.toLowerCase());
const campaign = z.string().trim().max(200).default("");

/** PUT /api/admin/ads/spend: what was spent on a source (and campaign) in a month; 0 keeps a zero month. */
export const adSpendInputSchema = z.object({
  source,
  campaignId: campaign,
  month,
  amountCents: z.number().int("Whole cents").min(0, "Cannot be negative").max(100_000_000_000, "Too large"),
});
export type AdSpendInput = z.infer<typeof adSpendInputSchema>;

export const adSpendRowSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  campaignId: z.string(),
  month,
  amountCents: z.number().int(),
  updatedAt: z.string(),
});
export type AdSpendRow = z.infer<typeof adSpendRowSchema>;
export const adSpendListSchema = z.array(adSpendRowSchema);

export const adSpendQuerySchema = z.object({ from: month, to: month });

/**
 * POST /api/admin/ads/spend/import: a CSV with the header `month,source,campaign,amount` (amount in
 * dollars, such as 1234.56); all rows or none.
 */
export const adSpendImportSchema = z.object({ csv: z.string().min(1, "The file is empty").max(2_000_000) });
export const adSpendImportResultSchema = z.object({ rows: z.number().int() });

export const adsReportGroupings = ["source", "campaign", "agent"] as const;
export type AdsReportGrouping = (typeof adsReportGroupings)[number];

/** GET /api/reports/ads: a period of whole months, grouped by source, campaign or agent. */
export const adsReportQuerySchema = z.object({
  from: month,
  to: month,
  groupBy: z.enum(adsReportGroupings).default("source"),
});
export type AdsReportQuery = z.infer<typeof adsReportQuerySchema>;

const figures = {
  leads: z.number().int(),
  reached: z.number().int(),
  appointments: z.number().int(),
  listingsSigned: z.number().int(),
  sold: z.number().int(),
  gciCents: z.number().int(),
  /** Null where spend cannot be told (by agent), else the months' spend (0 when none was entered). */
  spendCents: z.number().int().nullable(),
  costPerLeadCents: z.number().int().nullable(),
  costPerListingCents: z.number().int().nullable(),
  costPerSaleCents: z.number().int().nullable(),
  /** Median seconds from the final submit to the first human attempt (a logged contact, an agent's text). */
  medianFirstAttemptSeconds: z.number().int().nullable(),
};

export const adsReportRowSchema = z.object({
  source: z.string().nullable(),
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  ...figures,
});
export type AdsReportRow = z.infer<typeof adsReportRowSchema>;

export const adsReportSchema = z.object({
  from: month,
  to: month,
  groupBy: z.enum(adsReportGroupings),
  rows: z.array(adsReportRowSchema),
  total: z.object(figures),
});
export type AdsReport = z.infer<typeof adsReportSchema>;

/** The admin's switch for the Conversions API for CRM (decision 055): Meta leads' stage changes back to Meta. */
export const metaConversionsInputSchema = z.object({ enabled: z.boolean() });
export type MetaConversionsInput = z.infer<typeof metaConversionsInputSchema>;
export const metaConversionsSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The server has the dataset id and its token (META_CAPI_DATASET_ID, META_CAPI_ACCESS_TOKEN). */
  configured: z.boolean(),
  /** The dataset (pixel) id the events go to, when configured. */
  datasetId: z.string().nullable(),
});
export type MetaConversionsSettings = z.infer<typeof metaConversionsSettingsSchema>;
