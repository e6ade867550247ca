import { and, asc, eq } from "drizzle-orm";
import type { Reminder } from "../../../contract/crm";
import type { Database } from "../../db/client";
import { leads, reminders } from "../../db/schema/index";

export type ReminderRow = typeof reminders.$inferSelect;

export function toReminder(row: ReminderRow, leadName: string | null): Reminder {
  return {
    id: row.id,
    leadId: row.leadId,
    leadName,
    userId: row.userId,
    title: row.title,
    dueDate: row.dueDate.toISOString(),
    completed: row.completed,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reminders soonest first; all of them, or only open or only completed ones, for one lead or every lead. */
export async function listReminders(
  db: Database,
  filter: { leadId?: string; completed?: boolean },
): Promise<Reminder[]> {
  const rows = await db
    .select({ reminder: reminders, leadName: leads.fullName })
    .from(reminders)
    .innerJoin(leads, eq(leads.id, reminders.leadId))
    .where(
      and(
        filter.leadId ? eq(reminders.leadId, filter.leadId) : undefined,
        filter.completed === undefined ? undefined : eq(reminders.completed, filter.completed),
      ),
    )
    .orderBy(asc(reminders.dueDate), asc(reminders.id));
  return rows.map((r) => toReminder(r.reminder, r.leadName));
}

export async function findReminder(db: Database, id: number): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(reminders).where(eq(reminders.id, id)).for("update");
  return row;
}

export async function insertReminder(db: Database, values: typeof reminders.$inferInsert): Promise<ReminderRow> {
  const [row] = await db.insert(reminders).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateReminder(
  db: Database,
  id: number,
  values: Partial<ReminderRow>,
): Promise<ReminderRow | undefined> {
  const [row] = await db
    .update(reminders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reminders.id, id))
    .returning();
  return row;
}

export async function deleteReminder(db: Database, id: number): Promise<void> {
  await db.delete(reminders).where(eq(reminders.id, id));
}
