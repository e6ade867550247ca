import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea } from "./crm";
import { emailOutbox } from "./email-outbox";
import { leads } from "./leads";
import { users } from "./users";

/**
 * The e-mails of a seller's conversation (issue 45): the seller's replies received (by the portal's inbound
 * SMTP listener or a provider's inbound webhook) and the agents' answers from the Conversation tab. Texts
 * stay in `text_messages`; the conversation reads both in one order. `body` is the reply without its quoted
 * history and signature; `fullText` the whole text part as received.
 */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: ["in", "out"] }).notNull(),
    /** How it came or went: `smtp`, `postmark`, `sendgrid` for the seller's; `outbox` for an agent's answer. */
    via: text("via").notNull(),
    /** The RFC 5322 Message-ID (without angle brackets), for threading by In-Reply-To/References. */
    messageId: text("message_id"),
    inReplyTo: text("in_reply_to"),
    fromAddress: text("from_address"),
    toAddress: text("to_address"),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    fullText: text("full_text"),
    /** The staff member who wrote an outgoing one. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** An outgoing one's delivery: its outbox row (queued, sent or failed as the outbox says). */
    outboxId: integer("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_messages_lead_idx").on(t.leadId, t.createdAt, t.id),
    uniqueIndex("email_messages_message_id_unique").on(t.messageId),
  ],
);

/** Files that came with a seller's e-mail, kept under the upload rules of shared documents (PDF, PNG, JPEG, WebP by their bytes; 10 MB). */
export const emailAttachments = pgTable(
  "email_attachments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    emailId: integer("email_id")
      .notNull()
      .references(() => emailMessages.id, { onDelete: "cascade" }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** The file's bytes, as shared documents keep theirs (a PDF or an image, 10 MB at most). */
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_attachments_email_idx").on(t.emailId), index("email_attachments_lead_idx").on(t.leadId)],
);

/**
 * One row per lead with a conversation: when its last message was, whose it was, and since when the seller
 * waits for an answer (null once staff answered). The staff inbox reads only the waiting ones, oldest first,
 * through the partial indexes (everyone's, and one agent's).
 */
export const leadConversations = pgTable(
  "lead_conversations",
  {
    leadId: text("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull(),
    /** `seller` or `staff`: who wrote the last message. */
    lastFrom: text("last_from", { enum: ["seller", "staff"] }).notNull(),
    /** The channel of the last message: `email`, `text` (open: calls and assistant messages join later). */
    lastChannel: text("last_channel").notNull(),
    lastExcerpt: text("last_excerpt").notNull().default(""),
    /** The seller's first unanswered message's time; null when staff answered since. */
    awaitingSince: timestamp("awaiting_since", { withTimezone: true }),
    /**
     * The lead's assigned agent, a copy of `leads.agent_id` (decision 054): written with the row from the
     * lead and again by the leads repository's `updateLead` whenever the lead's agent changes, in the same
     * transaction, so an agent's inbox reads its own waits in order without walking all their leads.
     */
    agentId: integer("agent_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("lead_conversations_awaiting_idx").on(t.awaitingSince, t.leadId).where(sql`${t.awaitingSince} is not null`),
    index("lead_conversations_agent_awaiting_idx")
      .on(t.agentId, t.awaitingSince, t.leadId)
      .where(sql`${t.awaitingSince} is not null`),
  ],
);
