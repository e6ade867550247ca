import type { Database } from "../../db/client";
import { listRecentlyDueReminders } from "./push.repository";
import { notifyStaff } from "./push-notify";

/**
 * `reminder.due` (decision 035): each open reminder that fell due in the last day notifies its owner's
 * devices once (the reminder and its due time make the event's key, so runs from any process, or a reminder
 * seen again by the next run, never notify twice); a run reads only reminders some device of the owner has
 * not had yet. An owner in quiet hours hears of it when they end. Returns how many reminders were looked at.
 */
export async function pushDueReminders(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await listRecentlyDueReminders(tx, now);
    for (const reminder of due) {
      const key = `${reminder.id}:${new Date(reminder.due_date).getTime()}`;
      await notifyStaff(tx, [reminder.user_id], { type: "reminder.due", leadId: reminder.lead_id, key });
    }
    return due.length;
  });
}
