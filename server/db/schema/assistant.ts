import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import {
  ASSISTANT_CHANNELS,
  ASSISTANT_TURN_STATUSES,
  type AssistantState,
  HANDOFF_REASONS,
} from "../../../contract/assistant";
import { leads } from "./leads";

/**
 * The seller assistant's memory of one lead (decision 062): where the qualification stands, and since when
 * it is silent (handed off, or an agent answered). Personal data (the seller's answers): it joins the
 * privacy export and erase with the lead.
 */
export const assistantConversations = pgTable("assistant_conversations", {
  leadId: text("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  state: jsonb("state").$type<AssistantState>().notNull(),
  /** Set on hand-off or when staff answer: the assistant says nothing more until an agent hands back. */
  silentSince: timestamp("silent_since", { withTimezone: true }),
  silentReason: text("silent_reason"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One seller message the assistant is to answer, and then its audit (decision 062): a queue row (`pending`,
 * claimed with a lease by the assistant worker) that becomes the record of the turn: what it answered or
 * why it said nothing, which brain and prompt version, the tools it called and the names of the fields it
 * read (never their values).
 */
export const assistantTurns = pgTable(
  "assistant_turns",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ASSISTANT_CHANNELS }).notNull(),
    /** The seller's words (erased with the lead). */
    body: text("body").notNull(),
    status: text("status", { enum: ASSISTANT_TURN_STATUSES }).notNull().default("pending"),
    /** Why nothing was sent: the mode, silence, consent, quiet hours... */
    skipReason: text("skip_reason"),
    reply: text("reply"),
    handoff: text("handoff", { enum: HANDOFF_REASONS }),
    brain: text("brain"),
    promptVersion: text("prompt_version"),
    tools: text("tools").array().notNull().default(sql`'{}'::text[]`),
    fieldsRead: text("fields_read").array().notNull().default(sql`'{}'::text[]`),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("assistant_turns_lead_idx").on(t.leadId, t.id),
    index("assistant_turns_queue_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);
