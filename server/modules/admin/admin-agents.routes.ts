import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  resetPasswordInputSchema,
  unlockAccountInputSchema,
  unlockAccountResultSchema,
  updateAgentInputSchema,
} from "../../../contract/admin";
import { agentSchema } from "../../../contract/crm";
import { idParamsSchema } from "../../../contract/safe-text";
import { users } from "../../db/schema/index";
import { HttpError } from "../../plugins/error-handler";
import { auditActor, recordAudit } from "../audit/audit.service";
import { hashPassword } from "../auth/password";
import { unlockAccount } from "../auth/sign-in-throttle.repository";
import { findUserById, type UserRow, userDisplayName } from "../auth/users.repository";
import { revokeUserAccess } from "./admin-agents.service";

const params = idParamsSchema;
const toAgent = (u: UserRow) => ({
  id: u.id,
  fullName: userDisplayName(u),
  email: u.email,
  role: u.role ?? "agent",
  isActive: u.isActive,
});

/**
 * Admins manage staff accounts: role, deactivation, details and password resets. Deactivation, a reset and a
 * role change end the account's sessions, live streams and calendar feed at once.
 */
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
      // Losing access or changing rights ends every credential held under the old ones (issue 30).
      const revokes = isActive === false || (role !== undefined && role !== target.role);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(users.id, target.id))
          .returning();
        if (revokes) await revokeUserAccess(tx, target.id);
        return row;
      });
      return toAgent(updated ?? target);
    },
  );

  app.post(
    "/api/admin/agents/:id/reset-password",
    { config: { access: ["admin"] }, schema: { params, body: resetPasswordInputSchema } },
    async (request, reply) => {
      const target = await findStaff(request.params.id);
      const passwordHash = await hashPassword(request.body.password);
      // Whoever had the old password is signed out everywhere and loses the feed URL they may have made.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, target.id));
        await revokeUserAccess(tx, target.id);
      });
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
    async (request) => {
      const target = await findUserById(db, request.params.id);
      if (!target) throw new HttpError(404, "User not found", "not_found");
      return db.transaction(async (tx) => {
        const result = await unlockAccount(tx, target.email);
        await recordAudit(tx, {
          ...auditActor(request),
          action: "account.unlocked",
          subject: `user:${target.id}`,
          details: result,
        });
        return result;
      });
    },
  );
};
