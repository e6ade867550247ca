import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agentPoolMembers, agentPools, leadHistory, leads, users } from "../../db/schema/index";

export type PoolRow = typeof agentPools.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type PoolValues = Pick<
  PoolRow,
  | "name"
  | "leadType"
  | "isActive"
  | "mode"
  | "claimTimeoutMinutes"
  | "fallbackKind"
  | "fallbackAgentId"
  | "fallbackPoolId"
  | "responseWindowMinutes"
>;

/** Every pool and every membership with its user, in pool and position order. */
export async function listPoolRows(
  db: Database,
): Promise<{ pools: PoolRow[]; members: { poolId: number; user: UserRow }[] }> {
  const pools = await db.select().from(agentPools).orderBy(asc(agentPools.id));
  const members = await db
    .select({ poolId: agentPoolMembers.poolId, user: users })
    .from(agentPoolMembers)
    .innerJoin(users, eq(users.id, agentPoolMembers.userId))
    .orderBy(asc(agentPoolMembers.position));
  return { pools, members };
}

export function userTypesOf(db: Database, ids: number[]): Promise<{ type: UserRow["userType"] }[]> {
  return db.select({ type: users.userType }).from(users).where(inArray(users.id, ids));
}

/** Replaces the pool's members with `userIds`, in that order. */
export async function replaceMembers(db: Database, poolId: number, userIds: number[]): Promise<void> {
  await db.delete(agentPoolMembers).where(eq(agentPoolMembers.poolId, poolId));
  if (userIds.length > 0) {
    await db.insert(agentPoolMembers).values(userIds.map((userId, position) => ({ poolId, userId, position })));
  }
}

export async function insertPool(db: Database, values: PoolValues): Promise<number> {
  const [pool] = await db.insert(agentPools).values(values).returning({ id: agentPools.id });
  if (!pool) throw new Error("insert returned no row");
  return pool.id;
}

/** Undefined when there is no such pool. */
export async function updatePool(db: Database, id: number, values: PoolValues): Promise<number | undefined> {
  const [pool] = await db
    .update(agentPools)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(agentPools.id, id))
    .returning({ id: agentPools.id });
  return pool?.id;
}

export async function deletePool(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(agentPools).where(eq(agentPools.id, id)).returning({ id: agentPools.id });
  return deleted.length > 0;
}

/**
 * The active pool a lead of `type` is dealt from (a pool for that type first, else one for any type, or
 * exactly pool `poolId` when given), locked for update until the end of the transaction.
 */
export async function lockPoolForLead(
  db: Database,
  type: "cash" | "realtor",
  poolId?: number,
  { lock = true }: { lock?: boolean } = {},
): Promise<PoolRow | undefined> {
  const query = db
    .select()
    .from(agentPools)
    .where(
      poolId !== undefined
        ? and(eq(agentPools.id, poolId), eq(agentPools.isActive, true))
        : and(eq(agentPools.isActive, true), inArray(agentPools.leadType, [type, "any"])),
    )
    .orderBy(sql`case when ${agentPools.leadType} = ${type} then 0 else 1 end`, asc(agentPools.id))
    .limit(1);
  const [pool] = lock ? await query.for("update") : await query;
  return pool;
}

/** The lead types whose new finals the pool rings its agents for (decision 059); undefined: no such pool. */
export async function findPoolInstantCall(db: Database, poolId: number): Promise<PoolRow["instantCall"] | undefined> {
  const [row] = await db
    .select({ instantCall: agentPools.instantCall })
    .from(agentPools)
    .where(eq(agentPools.id, poolId));
  return row?.instantCall;
}

/** A pool's members that are active agent accounts, in position order. */
export async function listActivePoolAgents(db: Database, poolId: number): Promise<UserRow[]> {
  const members = await db
    .select({ user: users })
    .from(agentPoolMembers)
    .innerJoin(users, eq(users.id, agentPoolMembers.userId))
    .where(and(eq(agentPoolMembers.poolId, poolId), eq(users.isActive, true), eq(users.userType, "agent")))
    .orderBy(asc(agentPoolMembers.position), asc(agentPoolMembers.userId));
  return members.map((m) => m.user);
}

export async function setPoolPointer(db: Database, poolId: number, pointer: number): Promise<void> {
  await db.update(agentPools).set({ pointer }).where(eq(agentPools.id, poolId));
}

/** Pool-dealt leads whose agent has done nothing with them since the assignment, older than `minutes`. */
export async function findIdleAssignedLeads(db: Database, minutes: number, limit = 50) {
  return db
    .select()
    .from(leads)
    .where(
      and(
        sql`${leads.poolId} is not null`,
        sql`${leads.agentId} is not null`,
        sql`${leads.assignedAt} < now() - (${minutes} * interval '1 minute')`,
        sql`not exists (select 1 from ${leadHistory} h where h.lead_id = ${leads.id} and h.user_id is not null and h.created_at >= ${leads.assignedAt})`,
      ),
    )
    .orderBy(desc(leads.assignedAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}
