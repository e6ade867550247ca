import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { textDirections, textKinds, textStatuses } from "../../../contract/texting";
import { leads } from "./leads";
import { users } from "./users";

/**
 * The text conversation with a seller (decision 038): one row per SMS, in or out, on its lead. An outgoing
 * text's delivery is its `text_outbox` row; its `status` here is what the seller's screen shows (queued,
 * sent, delivered, failed, undelivered; `received` for the seller's own texts).
 */
export const textMessages = pgTable(
  "text_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: textDirections }).notNull(),
    /** Why it was written: an agent's text, the acknowledgement, a STOP/START/HELP answer, a seller's text. */
    kind: text("kind", { enum: textKinds }).notNull(),
    body: text("body").notNull(),
    /** The seller's number in E.164 (the `To` of an outgoing text, the `From` of an incoming one). */
    phone: text("phone"),
    status: text("status", { enum: textStatuses }).notNull(),
    /** The staff member who wrote it; null for automatic texts and the seller's. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The provider's message id (Twilio `MessageSid`), set once the provider accepted or sent it. */
    providerSid: text("provider_sid"),
    locale: text("locale"),
    statusAt: timestamp("status_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("text_messages_lead_idx").on(t.leadId, t.createdAt, t.id),
    uniqueIndex("text_messages_provider_sid_unique").on(t.providerSid),
    index("text_messages_phone_idx").on(t.phone),
  ],
);

/**
 * The durable queue of outgoing texts (decisions 006, 015, 038): written in the transaction that writes
 * the message, delivered by the text worker once (its idempotency key is the message's, unique), retried
 * on provider errors. Without a provider, rows stay `pending` where admins can read them.
 */
export const textOutbox = pgTable(
  "text_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer("message_id")
      .notNull()
      .references(() => textMessages.id, { onDelete: "cascade" }),
    /** Stable per message: `ack:{leadId}` for the acknowledgement, `text:{uuid}` otherwise. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    /** The immediate acknowledgement is sent at any hour; every other text waits for the seller's window. */
    quietHours: text("quiet_hours", { enum: ["respect", "exempt"] })
      .notNull()
      .default("respect"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the text waits for the seller's window (quiet hours): the opening it waits for. */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("text_outbox_idempotency_key_unique").on(t.idempotencyKey),
    uniqueIndex("text_outbox_message_unique").on(t.messageId),
    index("text_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Numbers that texted STOP (or ARRET...): nothing is texted to them until they text START or give express
 * consent again. By the keyed phone hash (modules/privacy/person-hash.ts), like the suppression list.
 */
export const textOptOuts = pgTable("text_opt_outs", {
  phoneHash: text("phone_hash").primaryKey(),
  keyword: text("keyword").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The provider's message ids of the inbound texts already handled (decision 038): a webhook the provider
 * posts again (same `MessageSid`) changes nothing, including STOP/START/HELP from a number with no lead,
 * which write no text row. Only the provider's id is kept, never the number or the words; pruned after
 * 30 days by the retention job.
 */
export const textInboundReceipts = pgTable("text_inbound_receipts", {
  providerSid: text("provider_sid").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
