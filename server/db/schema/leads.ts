import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { historyChangeTypes } from "../../../contract/crm";
import { type HistoryText, historyCodes } from "../../../contract/history-codes";
import { consentBases, contactChannels, contactOutcomes, pipelineStages } from "../../../contract/pipeline";
import { apiKeys } from "./api-keys";
import { users } from "./users";

/**
 * The text staff search runs on (migration 0012): name, e-mail, address, city and postal code without
 * accents and in lower case (`lead_search_fold`, an IMMUTABLE wrapper of unaccent), plus the postal code
 * without its space and the phone's digits alone, so '4165550100' finds '(416) 555-0100' and 'm5v3l9'
 * finds 'M5V 3L9'. Stored, so a search reads it instead of folding every row it looks at.
 */
const searchTextSql = sql.raw(
  `lead_search_fold(coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postal_code, '') || ' ' || replace(coalesce(postal_code, ''), ' ', '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))`,
);

/** An abandoned partial: still 'Partial' and no way to reach the seller (no e-mail, no phone). */
const unfinishedSql = sql.raw(`status = 'Partial' AND coalesce(email, '') = '' AND coalesce(phone, '') = ''`);

export const leads = pgTable(
  "leads",
  {
    /** Client-made `lead_{timestamp}_{random}`, or made by the server in the same shape. */
    id: text("id").primaryKey(),
    /**
     * SHA-256 (hex) of the secret the browser made with this id and sent with its first save (decision 005).
     * Public saves must carry the same secret; null means no public owner (staff, seed, import): never
     * writable through public routes.
     */
    ownerKeyHash: text("owner_key_hash"),
    type: text("type", { enum: ["realtor", "cash"] })
      .notNull()
      .default("realtor"),
    status: text("status").notNull().default("Partial"),
    tag: text("tag"),
    fullName: text("full_name"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    unit: text("unit"),
    city: text("city"),
    province: text("province"),
    postalCode: text("postal_code"),
    movingTimeframe: text("moving_timeframe"),
    movingTimeline: integer("moving_timeline"),
    movingReason: text("moving_reason"),
    movingLocation: text("moving_location"),
    hasSoldBefore: boolean("has_sold_before"),
    hasRealtor: boolean("has_realtor"),
    workingWithRealtor: boolean("working_with_realtor"),
    condition: integer("condition"),
    hasMortgage: boolean("has_mortgage"),
    mortgageAmount: numeric("mortgage_amount", { precision: 14, scale: 2 }),
    paymentsOnTime: boolean("payments_on_time"),
    comments: text("comments"),
    contactMethod: text("contact_method"),
    timeline: text("timeline"),
    topics: jsonb("topics").$type<string[]>(),
    completedEmail: boolean("completed_email").notNull().default(false),
    completedContact: boolean("completed_contact").notNull().default(false),
    agentId: integer("agent_id").references(() => users.id, { onDelete: "set null" }),
    /** When the current agent got the lead, and the pool that dealt it (for idle reassignment). */
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    poolId: integer("pool_id"),
    /** Lead-flow variant the visitor saw (four-card, two-step). */
    variant: text("variant"),
    source: text("source"),
    /** The first touch: the campaign (utm_*) and referrer the visitor first arrived with, kept from the first save. */
    utm: jsonb("utm").$type<Record<string, string>>(),
    /** The last touch: the latest campaign or referrer they came back by (never "direct", issue 43). */
    lastTouch: jsonb("last_touch").$type<Record<string, string>>(),
    /** The raw submissions, newest last, as the visitor sent them. */
    formData: jsonb("form_data").$type<unknown[]>(),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentIp: text("consent_ip"),
    consentTextVersion: text("consent_text_version"),
    /** Set by the unsubscribe link: never e-mail this seller again. */
    doNotEmail: boolean("do_not_email").notNull().default(false),
    /** Random token of the unsubscribe link in e-mails to this seller. */
    unsubscribeToken: text("unsubscribe_token"),
    /** The visitor's language (decision 017, contract/locale.ts): their e-mails, pages and PDF use it. */
    locale: text("locale").notNull().default("en-CA"),
    /** Set when the person was erased (decision 021): personal fields are anonymised, the row stays for counts. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** First final submit; null while the lead is only partial. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** When staff were first alerted about this lead (partial with notify, or final). */
    staffNotifiedAt: timestamp("staff_notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff pipeline (DESIGN.md 5.9, decision 019), apart from the capture `status`. */
    stage: text("stage", { enum: pipelineStages }).notNull().default("new"),
    /** The first staff touch that reached the seller: a logged contact or a stage move past New. */
    firstContactAt: timestamp("first_contact_at", { withTimezone: true }),
    /** The phone in E.164 (libphonenumber-js, Canada by default), for duplicate matching; null when unparseable. */
    phoneE164: text("phone_e164"),
    /** CASL basis of the consent record: 'express' (forms, or an import saying so) or 'implied' (with its date). */
    consentBasis: text("consent_basis", { enum: consentBases }),
    /** Staff lists: 'All Leads' shows the rows where this is false, 'Unfinished' the others. */
    unfinished: boolean("unfinished").notNull().generatedAlwaysAs(unfinishedSql),
    searchText: text("search_text").notNull().generatedAlwaysAs(searchTextSql),
    /**
     * The API key whose `POST /api/v1/leads` made this lead (decision 027): a create sent again with this id is
     * answered with the lead only for that key; null for every other source.
     */
    createdByApiKeyId: integer("created_by_api_key_id").references((): AnyPgColumn => apiKeys.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    // DESC NULLS FIRST is what `ORDER BY created_at DESC, id DESC` (keyset paging) can walk; every staff
    // list is either the finished or the unfinished leads, so that flag leads each index.
    index("leads_unfinished_created_at_id_desc_idx").on(
      t.unfinished,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("leads_unfinished_type_created_at_id_desc_idx").on(
      t.unfinished,
      t.type,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("leads_agent_id_idx").on(t.agentId),
    // The pipeline board: newest leads of one column.
    index("leads_unfinished_stage_created_at_idx").on(t.unfinished, t.stage, t.createdAt.desc()),
    // The Response report: final leads of a period.
    index("leads_submitted_at_idx").on(t.submittedAt),
    // Duplicate matching (decision 019): the e-mail as the seller typed it, folded; the phone in E.164.
    index("leads_email_key_idx").on(sql`lower(btrim(${t.email}))`),
    index("leads_phone_e164_idx").on(t.phoneE164),
    index("leads_status_idx").on(t.status),
    index("leads_variant_type_idx").on(t.variant, t.type),
    uniqueIndex("leads_unsubscribe_token_unique").on(t.unsubscribeToken),
    // Staff search (GET /api/leads?q=): substring match on the folded search text. Without fastupdate a
    // new lead goes straight into the index: searches (all day) never read a pending list of up to 4 MB,
    // and an insert (a few a minute) pays the ~1 ms instead. Every list is one view, so each view has its
    // own index and a lead is in one of them only: a save writes its trigrams once (decision 031).
    index("leads_active_search_text_trgm_idx")
      .using("gin", t.searchText.op("gin_trgm_ops"))
      .with({ fastupdate: false })
      .where(sql`NOT ${t.unfinished}`),
    // The Unfinished view is a few percent of the leads: its own small index keeps its searches from
    // walking every unfinished row when the term is rare among them (a phone number, say).
    index("leads_unfinished_search_text_trgm_idx")
      .using("gin", t.searchText.op("gin_trgm_ops"))
      .with({ fastupdate: false })
      .where(sql`${t.unfinished}`),
  ],
);

export const notes = pgTable(
  "notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notes_lead_id_idx").on(t.leadId, t.createdAt)],
);

export const reminders = pgTable(
  "reminders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    dueDate: timestamp("due_date", { withTimezone: true }).notNull(),
    completed: boolean("completed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reminders_lead_id_idx").on(t.leadId), index("reminders_open_due_idx").on(t.completed, t.dueDate)],
);

export const leadHistory = pgTable(
  "lead_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    changeType: text("change_type", { enum: historyChangeTypes }).notNull(),
    fieldName: text("field_name"),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    notes: text("notes"),
    /** What the server wrote, by code and parameters (contract/history-codes.ts); `notes` keeps its English. */
    code: text("code", { enum: historyCodes }),
    params: jsonb("params").$type<HistoryText["params"]>(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_history_lead_id_idx").on(t.leadId, t.createdAt)],
);

/** Staff touches that reached (or tried to reach) a seller: the 'Log contact' action. */
export const leadContacts = pgTable(
  "lead_contacts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    channel: text("channel", { enum: contactChannels }).notNull(),
    outcome: text("outcome", { enum: contactOutcomes }).notNull(),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_contacts_lead_id_idx").on(t.leadId, t.createdAt)],
);

/**
 * A lead merged into another: its id keeps answering by pointing at the lead that absorbed it, for staff
 * links and for the visitor who made it (their saves prove its owner secret, their e-mails carry its
 * unsubscribe link).
 */
export const leadMerges = pgTable(
  "lead_merges",
  {
    mergedId: text("merged_id").primaryKey(),
    intoId: text("into_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The merged-away lead's owner (decision 005): its visitor's later saves go to the kept lead. */
    ownerKeyHash: text("owner_key_hash"),
    /** The merged-away lead's unsubscribe token, when the kept lead kept its own. */
    unsubscribeToken: text("unsubscribe_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_merges_into_id_idx").on(t.intoId),
    uniqueIndex("lead_merges_unsubscribe_token_unique").on(t.unsubscribeToken),
  ],
);
