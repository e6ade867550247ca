import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RoutingConditions } from "../../../contract/routing-rules";
import { agentPools } from "./pools";

/**
 * Routing rules (decision 037): checked in `position` order, the first active rule whose conditions all
 * match a new lead picks its pool. Conditions are one jsonb object (contract/routing-rules.ts) because
 * they are read only as a whole, by the matcher, never filtered on in SQL. A rule goes with its pool.
 */
export const routingRules = pgTable(
  "routing_rules",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    conditions: jsonb("conditions").$type<RoutingConditions>().notNull().default({}),
    poolId: integer("pool_id")
      .notNull()
      .references(() => agentPools.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("routing_rules_position_idx").on(t.position), index("routing_rules_pool_id_idx").on(t.poolId)],
);
