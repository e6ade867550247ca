import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { updateAgentInputSchema } from "../../../contract/admin";
import { displayName } from "../../../contract/auth";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import type { UserRow } from "../auth/users.service";

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

/** The names of staff members by id, as the screens show them (first and last name, else full name, else e-mail). */
export async function staffNamesById(db: Database, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: users.fullName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, displayName(u)]));
}
