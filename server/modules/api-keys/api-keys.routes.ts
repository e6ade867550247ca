import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiKeySchema, apiKeyWithSecretSchema, createApiKeyInputSchema } from "../../../contract/integrations";
import { idParamsSchema } from "../../../contract/safe-text";
import { httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import { createApiKey, listApiKeys, revokeApiKey, toApiKey } from "./api-keys.repository";

const admins = { access: ["admin"] as const };

/** Admins create (shown once), list and revoke the API keys of integrations (decision 016). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get("/api/admin/api-keys", { config: admins, schema: { response: { 200: z.array(apiKeySchema) } } }, async () =>
    (await listApiKeys(db)).map(toApiKey),
  );

  app.post(
    "/api/admin/api-keys",
    { config: admins, schema: { body: createApiKeyInputSchema, response: { 201: apiKeyWithSecretSchema } } },
    async (request, reply) => {
      const { row, key } = await createApiKey(db, request.body, (request.user as UserRow).id);
      return reply.status(201).send({ ...toApiKey(row), key });
    },
  );

  app.post(
    "/api/admin/api-keys/:id/revoke",
    { config: admins, schema: { params: idParamsSchema, response: { 200: apiKeySchema } } },
    async (request) => {
      const row = await revokeApiKey(db, request.params.id);
      if (!row) throw httpError("api_key_not_found", {});
      return toApiKey(row);
    },
  );
};
