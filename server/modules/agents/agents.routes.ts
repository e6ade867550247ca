import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { agentSchema } from "../../../contract/crm";
import { userDisplayName } from "../auth/users.service";
import { listStaffUsers } from "./agents.repository";

/** The staff list (spec: admin or manager only), used to show and choose agent names. */
export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/agents",
    { config: { access: ["admin", "manager"] }, schema: { response: { 200: z.array(agentSchema) } } },
    async () => {
      const rows = await listStaffUsers(app.database.db);
      return rows.map((u) => ({
        id: u.id,
        fullName: userDisplayName(u),
        email: u.email,
        role: u.role ?? "agent",
        isActive: u.isActive,
      }));
    },
  );
};
