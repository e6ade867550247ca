import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agentPoolMembers, agentPools, users } from "../../db/schema/index";

type PoolRow = typeof agentPools.$inferSelect;
type UserRow = typeof users.$inferSelect;
export interface PoolValues {
  name: string;
  leadType: PoolRow["leadType"];
  isActive: boolean;
}

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
