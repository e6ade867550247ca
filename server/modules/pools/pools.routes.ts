import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { poolInputSchema, poolSchema } from "../../../contract/admin";
import { idParamsSchema } from "../../../contract/safe-text";
import { createPool, editPool, listPools, removePool } from "./pools.service";

const params = idParamsSchema;

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
    async (request, reply) => reply.status(201).send(await createPool(db, request.body)),
  );

  app.put(
    "/api/admin/pools/:id",
    { config: { access }, schema: { params, body: poolInputSchema, response: { 200: poolSchema } } },
    (request) => editPool(db, request.params.id, request.body),
  );

  app.delete("/api/admin/pools/:id", { config: { access }, schema: { params } }, async (request, reply) => {
    await removePool(db, request.params.id);
    return reply.status(204).send();
  });
};
