import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { apiKeys } from "./api-keys";
import { leads } from "./leads";
import { users } from "./users";

/**
 * An admin's outgoing webhook (decision 015). The signing secret is kept as given (`whsec_…`): signing
 * needs it, so it cannot be hashed; it is shown once and never read back through the API.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  events: jsonb("events").$type<string[]>().notNull(),
  enabled: boolean("enabled").notNull().default(true),
  secret: text("secret").notNull(),
  /** After a rotation the old secret signs too, until this time, so receivers can switch without a gap. */
  previousSecret: text("previous_secret"),
  previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
  /** Set at the first failed attempt after a success; cleared by the next success. */
  failingSince: timestamp("failing_since", { withTimezone: true }),
  disabledReason: text("disabled_reason"),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One message to one endpoint: the webhook side of the outbox, claimed, leased and retried exactly as
 * `email_outbox` rows are (decision 006). `message_id` is the Standard Webhooks `webhook-id`: the same on
 * every attempt and on a resend.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    leadId: text("lead_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
  ],
);

/** What an `Idempotency-Key` of a key created: a repeat of the call returns that lead instead of a new one. */
export const apiIdempotencyKeys = pgTable(
  "api_idempotency_keys",
  {
    apiKeyId: integer("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    leadId: text("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "api_idempotency_keys_pk", columns: [t.apiKeyId, t.key] }),
    index("api_idempotency_keys_created_idx").on(t.createdAt),
  ],
);
