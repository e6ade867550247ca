import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agentPoolMembers, agentPools, leadHistory, leads, users } from "../../db/schema/index";
import type { UserRow } from "../auth/users.repository";

export interface PoolPick {
  poolId: number;
  poolName: string;
  agent: UserRow;
}

/**
 * Deals the next lead of a type to the next active member of the matching pool (a pool for that type
 * first, else one for any type). The pool row is locked, so concurrent leads and several processes
 * take turns; the pointer lives in the database and survives restarts. `exclude` skips an agent
 * (the one a lead is being taken from).
 */
export async function pickFromPool(
  db: Database,
  type: "cash" | "realtor",
  exclude?: number,
  poolId?: number,
): Promise<PoolPick | undefined> {
  const [pool] = await db
    .select()
    .from(agentPools)
    .where(
      poolId !== undefined
        ? and(eq(agentPools.id, poolId), eq(agentPools.isActive, true))
        : and(eq(agentPools.isActive, true), inArray(agentPools.leadType, [type, "any"])),
    )
    .orderBy(sql`case when ${agentPools.leadType} = ${type} then 0 else 1 end`, asc(agentPools.id))
    .limit(1)
    .for("update");
  if (!pool) return undefined;
  const members = await db
    .select({ user: users })
    .from(agentPoolMembers)
    .innerJoin(users, eq(users.id, agentPoolMembers.userId))
    .where(and(eq(agentPoolMembers.poolId, pool.id), eq(users.isActive, true), eq(users.userType, "agent")))
    .orderBy(asc(agentPoolMembers.position), asc(agentPoolMembers.userId));
  const eligible = members.map((m) => m.user).filter((u) => u.id !== exclude);
  if (eligible.length === 0) return undefined;
  const agent = eligible[pool.pointer % eligible.length];
  if (!agent) return undefined;
  await db
    .update(agentPools)
    .set({ pointer: pool.pointer + 1 })
    .where(eq(agentPools.id, pool.id));
  return { poolId: pool.id, poolName: pool.name, agent };
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
