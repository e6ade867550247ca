import { desc, eq } from "drizzle-orm";
import type { HistoryEntry } from "../../../contract/crm";
import type { Database } from "../../db/client";
import { leadHistory, users } from "../../db/schema/index";
import { userDisplayName } from "../auth/index";

export type NewHistoryRow = typeof leadHistory.$inferInsert;

export async function insertHistory(db: Database, rows: NewHistoryRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(leadHistory).values(rows);
}

/** A lead's history, newest first, with who did it. */
export async function listHistory(db: Database, leadId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .select({ entry: leadHistory, user: users })
    .from(leadHistory)
    .leftJoin(users, eq(users.id, leadHistory.userId))
    .where(eq(leadHistory.leadId, leadId))
    .orderBy(desc(leadHistory.createdAt), desc(leadHistory.id));
  return rows.map(({ entry, user }) => ({
    id: entry.id,
    leadId: entry.leadId,
    changeType: entry.changeType,
    fieldName: entry.fieldName,
    oldValue: entry.oldValue,
    newValue: entry.newValue,
    notes: entry.notes,
    code: entry.code,
    params: entry.params,
    userId: entry.userId,
    userName: user ? userDisplayName(user) : null,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** A value as history shows it: Yes/No for booleans, nothing for empty. */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
