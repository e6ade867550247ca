import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leadContacts, users } from "../../db/schema/index";
import type { UserRow } from "../auth/users.service";

export type LeadContactRow = typeof leadContacts.$inferSelect;

export async function insertContact(db: Database, values: typeof leadContacts.$inferInsert): Promise<LeadContactRow> {
  const [contact] = await db.insert(leadContacts).values(values).returning();
  if (!contact) throw new Error("insert returned no row");
  return contact;
}

/** A lead's logged contacts, newest first, each with the staff member who logged it (if the account remains). */
export async function listContactRows(
  db: Database,
  leadId: string,
): Promise<{ contact: LeadContactRow; user: UserRow | null }[]> {
  return db
    .select({ contact: leadContacts, user: users })
    .from(leadContacts)
    .leftJoin(users, eq(users.id, leadContacts.userId))
    .where(eq(leadContacts.leadId, leadId))
    .orderBy(desc(leadContacts.createdAt), desc(leadContacts.id));
}
