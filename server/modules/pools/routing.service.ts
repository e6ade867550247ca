import type { Database } from "../../db/client";
import { type UserRow, userDisplayName } from "../auth/users.service";
import { eligibleForPush } from "../push/index";
import { listActivePoolAgents, lockPoolForLead, type PoolRow, setPoolPointer } from "./pools.repository";

export interface PoolPick {
  poolId: number;
  poolName: string;
  agent: UserRow;
  /** How the pool deals (decision 036): a `first_to_claim` pool offers the lead to `members` instead. */
  mode: PoolRow["mode"];
  pool: PoolRow;
  /** The pool's active members, in position order. */
  members: UserRow[];
  /** The ids of `members` not in their quiet hours at the time of the pick (decision 035). */
  awake: number[];
}

/**
 * Deals the next lead of a type to the next active member of the matching pool (a pool for that type
 * first, else one for any type). The pool row is locked, so concurrent leads and several processes
 * take turns; the pointer lives in the database and survives restarts. `exclude` skips an agent
 * (the one a lead is being taken from). An agent in their quiet hours is passed over for the next one
 * awake (decision 035), unless every member is asleep. `peek` answers who it would be without taking
 * the turn ("Test a lead"): no lock, the pointer unchanged.
 */
export async function pickFromPool(
  db: Database,
  type: "cash" | "realtor",
  exclude?: number,
  poolId?: number,
  now = new Date(),
  { peek = false }: { peek?: boolean } = {},
): Promise<PoolPick | undefined> {
  const pool = await lockPoolForLead(db, type, poolId, { lock: !peek });
  if (!pool) return undefined;
  const members = await listActivePoolAgents(db, pool.id);
  const eligible = members.filter((u) => u.id !== exclude);
  if (eligible.length === 0) return undefined;
  const awakeIds = await eligibleForPush(
    db,
    eligible.map((u) => u.id),
    pool.mode === "first_to_claim" ? "lead.offered" : "lead.assigned",
    now,
    { quietOnly: true },
  );
  const awake = new Set(awakeIds);
  const start = pool.pointer % eligible.length;
  let agent = eligible[start];
  for (let step = 0; step < eligible.length; step++) {
    const candidate = eligible[(start + step) % eligible.length];
    if (candidate && awake.has(candidate.id)) {
      agent = candidate;
      break;
    }
  }
  if (!agent) return undefined;
  if (!peek) await setPoolPointer(db, pool.id, pool.pointer + 1);
  return { poolId: pool.id, poolName: pool.name, agent, mode: pool.mode, pool, members: eligible, awake: awakeIds };
}

/** Where a lead of this type (or of this pool) would be dealt now, without taking the turn; null when nowhere. */
export async function peekPoolPick(db: Database, type: "cash" | "realtor", poolId: number | undefined, now: Date) {
  const pick = await pickFromPool(db, type, undefined, poolId, now, { peek: true });
  if (!pick) return null;
  return {
    pool: { id: pick.poolId, name: pick.poolName },
    mode: pick.mode,
    agent: { id: pick.agent.id, name: userDisplayName(pick.agent) },
    members: pick.members.length,
  };
}
