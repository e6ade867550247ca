import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { consentBases } from "../../../contract/pipeline";
import { auditActions, consentActions, consentPurposes } from "../../../contract/privacy-enums";
import { apiKeys } from "./api-keys";
import { users } from "./users";

/**
 * The consent ledger (decision 021): one append-only row per consent event, never updated or deleted, so it
 * stays the evidence CASL asks for even after the person is erased (the e-mail and phone are kept only
 * as hashes).
 */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The lead the consent came with; kept (not a foreign key) so the evidence outlives a merge or erase. */
    leadId: text("lead_id"),
    /**
     * Keyed hash of the folded e-mail / the E.164 phone (modules/privacy/person-hash.ts): who consented,
     * without holding the address.
     */
    emailHash: text("email_hash"),
    phoneHash: text("phone_hash"),
    action: text("action", { enum: consentActions }).notNull(),
    basis: text("basis", { enum: consentBases }).notNull(),
    purpose: text("purpose", { enum: consentPurposes }).notNull(),
    /** How the consent reached us: 'web', 'email' (an unsubscribe link), 'import', 'staff'. */
    channel: text("channel").notNull(),
    /** The consent notice shown (its version and language). */
    textVersion: text("text_version"),
    locale: text("locale"),
    /** The form or screen: 'lead-flow/cash-offer', 'questionnaire', 'unsubscribe', ... */
    form: text("form"),
    ip: text("ip"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** Implied consent lapses (CASL: 6 months after an inquiry); null for express consent. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The staff member who recorded it, when not the person themselves. */
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("consent_events_email_hash_idx").on(t.emailHash, t.occurredAt),
    index("consent_events_phone_hash_idx").on(t.phoneHash),
    index("consent_events_lead_id_idx").on(t.leadId),
    index("consent_events_occurred_at_idx").on(t.occurredAt),
  ],
);

/** People never to be contacted again (erased or unsubscribed), by hashed e-mail and phone. */
export const suppressions = pgTable(
  "suppressions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    emailHash: text("email_hash"),
    phoneHash: text("phone_hash"),
    /** 'erased' or 'unsubscribed'. */
    reason: text("reason").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("suppressions_email_hash_idx").on(t.emailHash), index("suppressions_phone_hash_idx").on(t.phoneHash)],
);

/**
 * The audit trail: reads of personal data by staff and by integrations (API keys), exports and erasures.
 * Kept 2 years.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's e-mail when it happened, so the row still says who after the account is gone. */
    actorEmail: text("actor_email"),
    /** An integration's reads through /api/v1: the API key, and its name when it happened. */
    apiKeyId: integer("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    apiKeyName: text("api_key_name"),
    action: text("action", { enum: auditActions }).notNull(),
    /** What was touched: a lead id, a person's e-mail hash, an export's filter. */
    subject: text("subject"),
    /** A person's e-mail (or phone) in its masked form, "j•••@g•••.com", to name them on screen (decision 032). */
    subjectMasked: text("subject_masked"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_at_idx").on(t.actorId, t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
  ],
);
