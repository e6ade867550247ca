import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A file sent with the e-mail, its content in base64 (a market analysis is some tens of kilobytes). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Transactional outbox: written with the event that causes the mail, delivered by a worker. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    leadId: text("lead_id"),
    /** Commercial e-mail only: the one-click unsubscribe URL sent as List-Unsubscribe (RFC 8058). */
    unsubscribeUrl: text("unsubscribe_url"),
    /** Files sent with it (decision 046: the market analysis the seller asked for); null for most mail. */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    /** The From display name (`<Agent> — <Brokerage>`, decision 050); null: the MAIL_FROM name. */
    fromName: text("from_name"),
    /** Reply-To without a reply domain: the agent's or the brokerage's own address. */
    replyTo: text("reply_to"),
    /** A seller's e-mail: with REPLY_DOMAIN set, Reply-To is the lead's own reply address instead. */
    replyToLead: boolean("reply_to_lead").notNull().default(false),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
