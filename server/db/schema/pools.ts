import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A named group of agents that new leads of a type are dealt to in turn (round robin). */
export const agentPools = pgTable("agent_pools", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  leadType: text("lead_type", { enum: ["cash", "realtor", "any"] }).notNull(),
  /** How many leads the pool has dealt; the next goes to member (pointer mod active members). */
  pointer: integer("pointer").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  /** `round_robin` deals each lead to the next member; `first_to_claim` offers it to all, first claim wins. */
  mode: text("mode", { enum: ["round_robin", "first_to_claim"] })
    .notNull()
    .default("round_robin"),
  /** First-to-claim: minutes an offer stays open before the lead goes to the fallback. */
  claimTimeoutMinutes: integer("claim_timeout_minutes").notNull().default(5),
  /** Where an unclaimed lead goes: a named agent, another pool, or the managers. */
  fallbackKind: text("fallback_kind", { enum: ["managers", "agent", "pool"] })
    .notNull()
    .default("managers"),
  fallbackAgentId: integer("fallback_agent_id"),
  fallbackPoolId: integer("fallback_pool_id"),
  /** Minutes an assigned lead may wait for its first contact before escalation; null: no escalation. */
  responseWindowMinutes: integer("response_window_minutes"),
  /** The lead types whose new finals ring the pool's agents at once (issue 47, decision 059); none: off. */
  instantCall: text("instant_call", { enum: ["cash", "realtor"] })
    .array()
    .notNull()
    .default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const agentPoolMembers = pgTable(
  "agent_pool_members",
  {
    poolId: integer("pool_id")
      .notNull()
      .references(() => agentPools.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "agent_pool_members_pk", columns: [t.poolId, t.userId] }),
    index("agent_pool_members_user_idx").on(t.userId),
  ],
);
