import { asc, eq } from "drizzle-orm";
import type { RoutingConditions } from "../../../contract/routing-rules";
import type { Database } from "../../db/client";
import { agentPools, routingRules } from "../../db/schema/index";

export interface RuleRow {
  id: number;
  position: number;
  name: string;
  conditions: RoutingConditions;
  poolId: number;
  poolName: string;
  isActive: boolean;
}
export interface RuleValues {
  name: string;
  conditions: RoutingConditions;
  poolId: number;
  isActive: boolean;
}

const ruleColumns = {
  id: routingRules.id,
  position: routingRules.position,
  name: routingRules.name,
  conditions: routingRules.conditions,
  poolId: routingRules.poolId,
  poolName: agentPools.name,
  isActive: routingRules.isActive,
};

/** Every rule with its pool's name, first rule first. */
export function listRuleRows(db: Database): Promise<RuleRow[]> {
  return db
    .select(ruleColumns)
    .from(routingRules)
    .innerJoin(agentPools, eq(agentPools.id, routingRules.poolId))
    .orderBy(asc(routingRules.position), asc(routingRules.id));
}

/** Every rule, first rule first, locked until the end of the transaction: two admins' edits take turns. */
export function lockRuleRows(db: Database): Promise<{ id: number; conditions: RoutingConditions }[]> {
  return db
    .select({ id: routingRules.id, conditions: routingRules.conditions })
    .from(routingRules)
    .orderBy(asc(routingRules.position), asc(routingRules.id))
    .for("update");
}

export async function findPoolName(db: Database, poolId: number): Promise<string | undefined> {
  const [pool] = await db.select({ name: agentPools.name }).from(agentPools).where(eq(agentPools.id, poolId));
  return pool?.name;
}

export async function insertRule(db: Database, values: RuleValues, position: number): Promise<number> {
  const [rule] = await db
    .insert(routingRules)
    .values({ ...values, position })
    .returning({ id: routingRules.id });
  if (!rule) throw new Error("insert returned no row");
  return rule.id;
}

/** Undefined when there is no such rule. */
export async function updateRule(db: Database, id: number, values: RuleValues, now: Date): Promise<number | undefined> {
  const [rule] = await db
    .update(routingRules)
    .set({ ...values, updatedAt: now })
    .where(eq(routingRules.id, id))
    .returning({ id: routingRules.id });
  return rule?.id;
}

export async function deleteRule(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(routingRules).where(eq(routingRules.id, id)).returning({ id: routingRules.id });
  return deleted.length > 0;
}

/** Gives the rules positions 0, 1, 2… in the order of `ids`. */
export async function setPositions(db: Database, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(routingRules).set({ position }).where(eq(routingRules.id, id));
  }
}

/** The active rules with their pools' names, first rule first: what a new lead is checked against. */
export function listActiveRuleRows(db: Database): Promise<RuleRow[]> {
  return db
    .select(ruleColumns)
    .from(routingRules)
    .innerJoin(agentPools, eq(agentPools.id, routingRules.poolId))
    .where(eq(routingRules.isActive, true))
    .orderBy(asc(routingRules.position), asc(routingRules.id));
}
