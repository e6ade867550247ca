import { asc, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Pool, poolInputSchema, poolSchema } from "../../../contract/admin";
import { idParamsSchema } from "../../../contract/safe-text";
import type { Database } from "../../db/client";
import { agentPoolMembers, agentPools, users } from "../../db/schema/index";
import { HttpError } from "../../plugins/error-handler";
import { userDisplayName } from "../auth/users.repository";

const params = idParamsSchema;
const poolNotFound = () => new HttpError(404, "Pool not found", "not_found");

async function listPools(db: Database): Promise<Pool[]> {
  const pools = await db.select().from(agentPools).orderBy(asc(agentPools.id));
  const members = await db
    .select({ member: agentPoolMembers, user: users })
    .from(agentPoolMembers)
    .innerJoin(users, eq(users.id, agentPoolMembers.userId))
    .orderBy(asc(agentPoolMembers.position));
  return pools.map((p) => ({
    id: p.id,
    name: p.name,
    leadType: p.leadType,
    isActive: p.isActive,
    pointer: p.pointer,
    members: members
      .filter((m) => m.member.poolId === p.id)
      .map((m) => ({ userId: m.user.id, fullName: userDisplayName(m.user), isActive: m.user.isActive })),
  }));
}

async function findPool(db: Database, id: number): Promise<Pool> {
  const pool = (await listPools(db)).find((p) => p.id === id);
  if (!pool) throw poolNotFound();
  return pool;
}

async function setMembers(db: Database, poolId: number, memberIds: number[]) {
  const unique = [...new Set(memberIds)];
  if (unique.length > 0) {
    const found = await db.select({ type: users.userType }).from(users).where(inArray(users.id, unique));
    if (found.length !== unique.length || found.some((s) => s.type !== "agent")) {
      throw new HttpError(400, "Every member must be a staff member", "validation_error", [
        { path: "body.memberIds", message: "Unknown agent" },
      ]);
    }
  }
  await db.delete(agentPoolMembers).where(eq(agentPoolMembers.poolId, poolId));
  if (unique.length > 0) {
    await db.insert(agentPoolMembers).values(unique.map((userId, position) => ({ poolId, userId, position })));
  }
}

/** Agent pools (admins and managers): who gets new leads of each type, in turn. */
export const poolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const access = ["admin", "manager"] as const;

  app.get("/api/admin/pools", { config: { access }, schema: { response: { 200: z.array(poolSchema) } } }, () =>
    listPools(db),
  );

  app.post(
    "/api/admin/pools",
    { config: { access }, schema: { body: poolInputSchema, response: { 201: poolSchema } } },
    async (request, reply) => {
      const id = await db.transaction(async (tx) => {
        const [pool] = await tx
          .insert(agentPools)
          .values({ name: request.body.name, leadType: request.body.leadType, isActive: request.body.isActive })
          .returning({ id: agentPools.id });
        if (!pool) throw new Error("insert returned no row");
        await setMembers(tx, pool.id, request.body.memberIds);
        return pool.id;
      });
      return reply.status(201).send(await findPool(db, id));
    },
  );

  app.put(
    "/api/admin/pools/:id",
    { config: { access }, schema: { params, body: poolInputSchema, response: { 200: poolSchema } } },
    async (request) => {
      await db.transaction(async (tx) => {
        const [pool] = await tx
          .update(agentPools)
          .set({
            name: request.body.name,
            leadType: request.body.leadType,
            isActive: request.body.isActive,
            updatedAt: new Date(),
          })
          .where(eq(agentPools.id, request.params.id))
          .returning({ id: agentPools.id });
        if (!pool) throw poolNotFound();
        await setMembers(tx, pool.id, request.body.memberIds);
      });
      return findPool(db, request.params.id);
    },
  );

  app.delete("/api/admin/pools/:id", { config: { access }, schema: { params } }, async (request, reply) => {
    const deleted = await db
      .delete(agentPools)
      .where(eq(agentPools.id, request.params.id))
      .returning({ id: agentPools.id });
    if (deleted.length === 0) throw poolNotFound();
    return reply.status(204).send();
  });
};
