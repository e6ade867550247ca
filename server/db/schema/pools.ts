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
