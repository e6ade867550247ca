import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  resetPasswordInputSchema,
  unlockAccountInputSchema,
  unlockAccountResultSchema,
  updateAgentInputSchema,
} from "../../../contract/admin";
import { agentSchema } from "../../../contract/crm";
import { idParamsSchema } from "../../../contract/safe-text";
import { auditActor } from "../audit/audit.service";
import type { UserRow } from "../auth/users.service";
import { resetAgentPassword, unlockUser, updateAgent } from "./admin-agents.service";

const params = idParamsSchema;

/**
 * Admins manage staff accounts: role, deactivation, details and password resets. Deactivation, a reset and a
 * role change end the account's sessions, live streams and calendar feed at once.
 */
export const adminAgentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.patch(
    "/api/admin/agents/:id",
    { config: { access: ["admin"] }, schema: { params, body: updateAgentInputSchema, response: { 200: agentSchema } } },
    (request) => updateAgent(db, request.user as UserRow, request.params.id, request.body),
  );

  app.post(
    "/api/admin/agents/:id/reset-password",
    { config: { access: ["admin"] }, schema: { params, body: resetPasswordInputSchema } },
    async (request, reply) => {
      await resetAgentPassword(db, request.params.id, request.body.password);
      return reply.status(204).send();
    },
  );

  // Wrong passwords from anywhere can lock an account for 15 minutes (decision 007); an admin lifts that
  // at once, for staff and client accounts alike, in every process (the counts live in the database).
  app.post(
    "/api/admin/users/:id/unlock",
    {
      config: { access: ["admin"] },
      schema: { params, body: unlockAccountInputSchema, response: { 200: unlockAccountResultSchema } },
    },
    (request) => unlockUser(db, request.params.id, auditActor(request)),
  );
};
