import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { updateAgentInputSchema } from "../../../contract/admin";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import type { UserRow } from "../auth/users.repository";

export type AgentValues = z.output<typeof updateAgentInputSchema>;

export async function findStaffUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, "agent")));
  return user;
}

/** Active admins other than `exceptId`. */
export async function countOtherActiveAdmins(db: Database, exceptId: number): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, exceptId)));
  return n;
}

export async function updateStaffUser(
  db: Database,
  id: number,
  values: AgentValues & { passwordHash?: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
