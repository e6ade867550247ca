import type { z } from "zod";
import type { createReminderInputSchema, Reminder, updateReminderInputSchema } from "../../../contract/crm";
import { historyText } from "../../../contract/history-codes";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { httpError } from "../../lib/http-error";
import { displayValue, insertHistory, type NewHistoryRow } from "../history/history.service";
import { requireLead } from "../leads/leads-staff.service";
import {
  deleteReminder,
  findReminder,
  insertReminder,
  type ReminderRow,
  toReminder,
  updateReminder,
} from "./reminders.repository";

type CreateReminder = z.output<typeof createReminderInputSchema>;
type UpdateReminder = z.output<typeof updateReminderInputSchema>;

const reminderNotFound = () => httpError("reminder_not_found", {});

/** The reminder, its history row and its live event in one transaction. */
export async function createReminder(db: Database, userId: number, input: CreateReminder): Promise<Reminder> {
  const { leadId, title, dueDate, completed } = input;
  return db.transaction(async (tx) => {
    const lead = await requireLead(tx, leadId);
    const row = await insertReminder(tx, {
      leadId,
      userId,
      title: title.trim(),
      dueDate: new Date(dueDate),
      completed,
    });
    await insertHistory(tx, [
      {
        leadId,
        userId,
        changeType: "reminder_add",
        newValue: `${row.title} (due ${row.dueDate.toISOString()})`,
        ...historyText("reminder_due", { title: row.title, due: row.dueDate.toISOString() }),
      },
    ]);
    await publishEvent(tx, { type: "reminder", leadId });
    return toReminder(row, lead.fullName);
  });
}

/** Applies the fields that change, with one history row each, in one transaction; no change writes nothing. */
export async function editReminder(db: Database, userId: number, id: number, input: UpdateReminder): Promise<Reminder> {
  return db.transaction(async (tx) => {
    const existing = await findReminder(tx, id);
    if (!existing) throw reminderNotFound();
    const lead = await requireLead(tx, existing.leadId);
    const next: Partial<ReminderRow> = {};
    const history: NewHistoryRow[] = [];
    const { completed, title, dueDate } = input;
    const changes: [keyof ReminderRow, unknown, unknown][] = [
      ["completed", existing.completed, completed],
      ["title", existing.title, title?.trim()],
      ["dueDate", existing.dueDate.toISOString(), dueDate === undefined ? undefined : new Date(dueDate).toISOString()],
    ];
    for (const [field, before, after] of changes) {
      if (after === undefined || after === before) continue;
      (next as Record<string, unknown>)[field] = field === "dueDate" ? new Date(after as string) : after;
      history.push({
        leadId: existing.leadId,
        userId,
        changeType: "reminder_update",
        fieldName: field,
        oldValue: displayValue(before),
        newValue: displayValue(after),
        notes: existing.title,
      });
    }
    if (history.length === 0) return toReminder(existing, lead.fullName);
    const row = await updateReminder(tx, existing.id, next);
    await insertHistory(tx, history);
    await publishEvent(tx, { type: "reminder", leadId: existing.leadId });
    return toReminder(row ?? existing, lead.fullName);
  });
}

export async function removeReminder(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await findReminder(tx, id);
    if (!existing) throw reminderNotFound();
    await deleteReminder(tx, existing.id);
    await insertHistory(tx, [
      {
        leadId: existing.leadId,
        userId,
        changeType: "reminder_delete",
        oldValue: existing.title,
        notes: `${existing.title} (due ${existing.dueDate.toISOString()})`,
        ...historyText("reminder_due", { title: existing.title, due: existing.dueDate.toISOString() }),
      },
    ]);
    await publishEvent(tx, { type: "reminder", leadId: existing.leadId });
  });
}

export { insertReminder } from "./reminders.repository";
