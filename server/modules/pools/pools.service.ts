import type { z } from "zod";
import type { Pool, poolInputSchema } from "../../../contract/admin";
import type { Database } from "../../db/client";
import { httpError } from "../../lib/http-error";
import { userDisplayName } from "../auth/users.service";

export { findPoolInstantCall } from "./pools.repository";

import { deletePool, insertPool, listPoolRows, replaceMembers, updatePool, userTypesOf } from "./pools.repository";

type PoolInput = z.output<typeof poolInputSchema>;

const poolNotFound = () => httpError("pool_not_found", {});

export async function listPools(db: Database): Promise<Pool[]> {
  const { pools, members } = await listPoolRows(db);
  return pools.map((p) => ({
    id: p.id,
    name: p.name,
    leadType: p.leadType,
    isActive: p.isActive,
    pointer: p.pointer,
    mode: p.mode,
    claimTimeoutMinutes: p.claimTimeoutMinutes,
    fallbackKind: p.fallbackKind,
    fallbackAgentId: p.fallbackAgentId,
    fallbackPoolId: p.fallbackPoolId,
    responseWindowMinutes: p.responseWindowMinutes,
    instantCall: p.instantCall,
    members: members
      .filter((m) => m.poolId === p.id)
      .map((m) => ({ userId: m.user.id, fullName: userDisplayName(m.user), isActive: m.user.isActive })),
  }));
}

export async function findPool(db: Database, id: number): Promise<Pool> {
  const pool = (await listPools(db)).find((p) => p.id === id);
  if (!pool) throw poolNotFound();
  return pool;
}

/** Members are agents, each once, in the order given. */
async function setMembers(db: Database, poolId: number, memberIds: number[]): Promise<void> {
  const unique = [...new Set(memberIds)];
  if (unique.length > 0) {
    const found = await userTypesOf(db, unique);
    if (found.length !== unique.length || found.some((s) => s.type !== "agent")) {
      throw httpError("pool_members_not_staff", {}, [{ path: "body.memberIds", message: "Unknown agent" }]);
    }
  }
  await replaceMembers(db, poolId, unique);
}

const poolValues = (input: PoolInput) => ({
  name: input.name,
  leadType: input.leadType,
  isActive: input.isActive,
  mode: input.mode,
  claimTimeoutMinutes: input.claimTimeoutMinutes,
  fallbackKind: input.fallbackKind,
  // Only the fallback the kind names is kept.
  fallbackAgentId: input.fallbackKind === "agent" ? input.fallbackAgentId : null,
  fallbackPoolId: input.fallbackKind === "pool" ? input.fallbackPoolId : null,
  responseWindowMinutes: input.responseWindowMinutes,
  instantCall: [...new Set(input.instantCall)],
});

/** A named fallback must exist: an agent account, or another pool. */
async function checkFallback(db: Database, poolId: number | undefined, input: PoolInput): Promise<void> {
  if (input.fallbackKind === "agent") {
    const found = input.fallbackAgentId ? await userTypesOf(db, [input.fallbackAgentId]) : [];
    if (found[0]?.type !== "agent") {
      throw httpError("pool_members_not_staff", {}, [{ path: "body.fallbackAgentId", message: "Unknown agent" }]);
    }
  }
  if (input.fallbackKind === "pool") {
    const ids = (await listPoolRows(db)).pools.map((p) => p.id);
    if (!input.fallbackPoolId || input.fallbackPoolId === poolId || !ids.includes(input.fallbackPoolId)) {
      throw httpError("pool_not_found", {}, [{ path: "body.fallbackPoolId", message: "Unknown pool" }]);
    }
  }
}

/** The pool and its members in one transaction. */
export async function createPool(db: Database, input: PoolInput): Promise<Pool> {
  const id = await db.transaction(async (tx) => {
    await checkFallback(tx, undefined, input);
    const poolId = await insertPool(tx, poolValues(input));
    await setMembers(tx, poolId, input.memberIds);
    return poolId;
  });
  return findPool(db, id);
}

export async function editPool(db: Database, id: number, input: PoolInput): Promise<Pool> {
  await db.transaction(async (tx) => {
    await checkFallback(tx, id, input);
    const poolId = await updatePool(tx, id, poolValues(input));
    if (poolId === undefined) throw poolNotFound();
    await setMembers(tx, poolId, input.memberIds);
  });
  return findPool(db, id);
}

export async function removePool(db: Database, id: number): Promise<void> {
  if (!(await deletePool(db, id))) throw poolNotFound();
}
