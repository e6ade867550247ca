import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { callDirections, callKinds, callOutcomes, callStatuses } from "../../../contract/calls";
import { contactOutcomes } from "../../../contract/pipeline";
import { leads } from "./leads";
import { users } from "./users";

/**
 * Calls with sellers (decision 052): one row per call, logged by the voice provider's signed callbacks
 * rather than typed by the agent. A click-to-call rings the agent's own phone first (`agent_call_sid`),
 * then dials the seller from the brokerage's number (`seller_call_sid`, the `<Dial>`ed leg). The numbers
 * are personal data: they join the privacy export, erase and retention with the lead.
 */
export const calls = pgTable(
  "calls",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** Who called (the agent whose phone rang); null once the user is gone. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    direction: text("direction", { enum: callDirections }).notNull(),
    kind: text("kind", { enum: callKinds }).notNull(),
    status: text("status", { enum: callStatuses }).notNull().default("queued"),
    outcome: text("outcome", { enum: callOutcomes }),
    disposition: text("disposition", { enum: contactOutcomes }),
    /** E.164: the agent's phone the provider rang first, and the seller's. */
    agentPhone: text("agent_phone"),
    sellerPhone: text("seller_phone"),
    /** The seller's language: the words they hear. */
    locale: text("locale"),
    agentCallSid: text("agent_call_sid"),
    sellerCallSid: text("seller_call_sid"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    durationSeconds: integer("duration_seconds"),
    lastError: text("last_error"),
    /**
     * The instant call's queue (decision 059): a `queued` instant call is due at `next_attempt_at` and claimed
     * by the call worker (`attempts`, lease). Null for a click-to-call, which the request itself places.
     */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("calls_lead_idx").on(t.leadId, t.startedAt),
    uniqueIndex("calls_agent_call_sid_unique").on(t.agentCallSid),
    uniqueIndex("calls_seller_call_sid_unique").on(t.sellerCallSid),
    index("calls_queue_idx").on(t.id).where(sql`status = 'queued' AND next_attempt_at IS NOT NULL`),
  ],
);
