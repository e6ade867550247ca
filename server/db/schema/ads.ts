import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { adPlatforms } from "../../../contract/ads";
import { leads } from "./leads";
import { users } from "./users";

/**
 * A lead that an ad platform delivered (decision 053): the platform's own lead id (Meta `leadgen_id`,
 * Google `lead_id`), unique per platform so a replayed webhook finds the lead it made instead of making a
 * second one, and the ad-platform ids that tie spend to leads. Personal data (the platform's id of a
 * person's submission, Google's click id): joins privacy export and erase; goes with its lead.
 */
export const adLeads = pgTable(
  "ad_leads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    platform: text("platform", { enum: adPlatforms }).notNull(),
    /** The platform's lead id; replaced by `erased-{id}` when the person is erased. */
    externalId: text("external_id").notNull(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id"),
    campaignName: text("campaign_name"),
    adsetId: text("adset_id"),
    adId: text("ad_id"),
    formId: text("form_id"),
    /** Google's click id (`gcl_id`); null for Meta. */
    gclId: text("gcl_id"),
    /** A test lead the platform sent (Google `is_test`, Meta's testing tool): kept out of reports. */
    isTest: boolean("is_test").notNull().default(false),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ad_leads_platform_external_id_unique").on(t.platform, t.externalId),
    uniqueIndex("ad_leads_lead_id_unique").on(t.leadId),
    index("ad_leads_campaign_idx").on(t.platform, t.campaignId),
  ],
);

/**
 * The admin's mapping of an ad form's own questions (by the question's key, e.g. Meta `when_are_you_selling`)
 * to a lead field; questions without a row fall back to the defaults in ad-field-mapping.ts.
 */
export const adFieldMappings = pgTable(
  "ad_field_mappings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    platform: text("platform", { enum: adPlatforms }).notNull(),
    questionKey: text("question_key").notNull(),
    leadField: text("lead_field").notNull(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("ad_field_mappings_platform_key_unique").on(t.platform, t.questionKey)],
);

/** What was spent on a source and campaign in a month (cents), entered or imported by admins. */
export const adSpend = pgTable(
  "ad_spend",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The lead source it bought (`facebook`, `google`, ...). */
    source: text("source").notNull(),
    /** The platform's campaign id, or '' for spend not tied to one campaign. */
    campaignId: text("campaign_id").notNull().default(""),
    /** The first day of the month. */
    month: date("month", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ad_spend_source_campaign_month_unique").on(t.source, t.campaignId, t.month),
    index("ad_spend_month_idx").on(t.month),
  ],
);

/**
 * The deal a lead became (decision 053): the listing signed (date, list price), the sale (date, price) and
 * the brokerage's gross commission, in cents. One row per lead; the history keeps each change.
 */
export const leadOutcomes = pgTable(
  "lead_outcomes",
  {
    leadId: text("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    listingSignedOn: date("listing_signed_on", { mode: "string" }),
    listPriceCents: bigint("list_price_cents", { mode: "number" }),
    soldOn: date("sold_on", { mode: "string" }),
    soldPriceCents: bigint("sold_price_cents", { mode: "number" }),
    gciCents: bigint("gci_cents", { mode: "number" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("lead_outcomes_listing_signed_on_idx").on(t.listingSignedOn)],
);

/**
 * The Conversions API outbox (decision 055): one row per stage a Meta lead reached, delivered by the shared
 * queue (claim, lease, outcome only while the claim is ours). `event_id` is the lead and the stage, unique:
 * the same stage reached again writes nothing, and a row claimed again after a crash is sent with the same
 * `event_id`, which Meta deduplicates on with `event_name`. Personal data (the hashed e-mail and phone and the
 * platform's lead id in `payload`): joins export and erase, goes with its lead, pruned by retention.
 */
export const metaConversionEvents = pgTable(
  "meta_conversion_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** `{lead id}:{stage}`: sent at most once, ever. */
    eventId: text("event_id").notNull(),
    eventName: text("event_name").notNull(),
    /** The event as Meta reads it in `data[]`, with the hashes; `{erased: true}` once erased or pruned. */
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("meta_conversion_events_event_id_unique").on(t.eventId),
    index("meta_conversion_events_due_idx").on(t.status, t.nextAttemptAt),
    index("meta_conversion_events_lead_idx").on(t.leadId),
  ],
);

/**
 * One row per final lead: what the cost-per-listing report counts of it (decision 056), kept by triggers
 * (migration 0046) in the transaction of every write that changes it, in leads, ad_leads, lead_outcomes,
 * lead_contacts and text_messages. A copy of those tables' facts, no personal data of its own (no name,
 * e-mail or phone); goes with its lead. The report reads this narrow table alone instead of joining five.
 */
export const adReportFacts = pgTable(
  "ad_report_facts",
  {
    leadId: text("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    /** The lead's source, `direct` when it has none. */
    source: text("source").notNull(),
    /** The ad platform's campaign id, else the lead's `utm_campaign`, else empty. */
    campaignId: text("campaign_id").notNull(),
    campaignName: text("campaign_name"),
    agentId: integer("agent_id"),
    /** A staff touch reached the seller (`first_contact_at`). */
    reached: boolean("reached").notNull(),
    /** The stage is at or past Appointment Set. */
    atAppointment: boolean("at_appointment").notNull(),
    /** A listing was signed (or the home sold). */
    signed: boolean("signed").notNull(),
    sold: boolean("sold").notNull(),
    gciCents: bigint("gci_cents", { mode: "number" }),
    /** The first contact a staff member logged or the first text an agent sent. */
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    /** An ad platform's test lead: never counted. */
    isTest: boolean("is_test").notNull(),
  },
  (t) => [index("ad_report_facts_submitted_at_idx").on(t.submittedAt)],
);
