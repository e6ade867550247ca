import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leads, users } from "../../db/schema/index";
import type { LeadRow, LeadValues } from "./leads.mapping";

export async function findLead(db: Database, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

/** The lead, locked until the transaction ends, so concurrent saves of one id apply one after another. */
export async function findLeadForUpdate(db: Database, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).for("update");
  return row;
}

export async function insertLead(db: Database, values: LeadValues & { id: string }): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateLead(db: Database, id: string, values: LeadValues): Promise<LeadRow> {
  const [row] = await db
    .update(leads)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(leads.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/** Where new-lead alerts go until routing exists: every active staff member. */
export async function listStaffEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, "agent"), eq(users.isActive, true)));
  return rows.map((r) => r.email);
}

export async function leadFlowStats(db: Database) {
  return db
    .select({
      variant: leads.variant,
      type: leads.type,
      started: sql<number>`count(*)::int`,
      completed: sql<number>`count(${leads.submittedAt})::int`,
    })
    .from(leads)
    .where(isNotNull(leads.variant))
    .groupBy(leads.variant, leads.type)
    .orderBy(leads.variant, leads.type);
}
