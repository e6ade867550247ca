import type { Database } from "../../db/client";
import type { UserRow } from "../auth/users.repository";
import { listActivePoolAgents, lockPoolForLead, setPoolPointer } from "./pools.repository";

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
  const pool = await lockPoolForLead(db, type, poolId);
  if (!pool) return undefined;
  const members = await listActivePoolAgents(db, pool.id);
  const eligible = members.filter((u) => u.id !== exclude);
  if (eligible.length === 0) return undefined;
  const agent = eligible[pool.pointer % eligible.length];
  if (!agent) return undefined;
  await setPoolPointer(db, pool.id, pool.pointer + 1);
  return { poolId: pool.id, poolName: pool.name, agent };
}
