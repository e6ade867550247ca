import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { resetPasswordInputSchema, updateAgentInputSchema } from "../../../contract/admin";
import { agentSchema } from "../../../contract/crm";
import { idParamsSchema } from "../../../contract/safe-text";
import { users } from "../../db/schema/index";
import { HttpError } from "../../plugins/error-handler";
import { hashPassword } from "../auth/password";
import { deleteUserSessions } from "../auth/sessions.repository";
import { type UserRow, userDisplayName } from "../auth/users.repository";

const params = idParamsSchema;
const toAgent = (u: UserRow) => ({
  id: u.id,
  fullName: userDisplayName(u),
  email: u.email,
  role: u.role ?? "agent",
  isActive: u.isActive,
});

/** Admins manage staff accounts: role, deactivation (sessions end at once), details and password resets. */
export const adminAgentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function findStaff(id: number): Promise<UserRow> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.userType, "agent")));
    if (!user) throw new HttpError(404, "Agent not found", "not_found");
    return user;
  }

  app.patch(
    "/api/admin/agents/:id",
    { config: { access: ["admin"] }, schema: { params, body: updateAgentInputSchema, response: { 200: agentSchema } } },
    async (request) => {
      const me = request.user as UserRow;
      const target = await findStaff(request.params.id);
      const { role, isActive } = request.body;
      const losesAdmin = target.role === "admin" && ((role && role !== "admin") || isActive === false);
      if (losesAdmin) {
        if (target.id === me.id) throw new HttpError(409, "You cannot remove your own admin access.", "conflict");
        const [{ n } = { n: 0 }] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, target.id)));
        if (n === 0) throw new HttpError(409, "The portal needs at least one active admin.", "conflict");
      }
      const [updated] = await db
        .update(users)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      if (isActive === false) await deleteUserSessions(db, target.id);
      return toAgent(updated ?? target);
    },
  );

  app.post(
    "/api/admin/agents/:id/reset-password",
    { config: { access: ["admin"] }, schema: { params, body: resetPasswordInputSchema } },
    async (request, reply) => {
      const target = await findStaff(request.params.id);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.password), updatedAt: new Date() })
        .where(eq(users.id, target.id));
      // Whoever had the old password is signed out everywhere.
      await deleteUserSessions(db, target.id);
      return reply.status(204).send();
    },
  );
};
