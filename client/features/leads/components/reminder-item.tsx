import { clsx } from "clsx";
import { isPast, parseISO } from "date-fns";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { Reminder } from "../../../../contract/crm";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";

export interface ReminderItemProps {
  reminder: Reminder;
  /** Resolves once saved; until then the checkbox shows the new state. */
  onToggle: (completed: boolean) => Promise<unknown>;
  onDelete: () => void;
}

/** A reminder with its completion checkbox; done reminders are struck through. */
export function ReminderItem({ reminder, onToggle, onDelete }: ReminderItemProps) {
  const t = useT();
  const format = useFormat();
  const checkboxId = `reminder-${reminder.id}`;
  // The box moves at once and moves back if saving fails (the failure is toasted).
  const [saving, setSaving] = useState<boolean | null>(null);
  const completed = saving ?? reminder.completed;
  const overdue = !completed && isPast(parseISO(reminder.dueDate));

  const handleToggle = (next: boolean) => {
    setSaving(next);
    onToggle(next)
      .catch(() => undefined)
      .finally(() => setSaving(null));
  };
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <input
        id={checkboxId}
        type="checkbox"
        checked={completed}
        aria-busy={saving !== null}
        onChange={(event) => saving === null && handleToggle(event.target.checked)}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={checkboxId}
          className={clsx(
            "block break-words font-medium",
            completed ? "text-slate-400 line-through" : "text-slate-900",
          )}
        >
          {reminder.title}
        </label>
        <p className={clsx("text-sm", overdue ? "font-medium text-red-700" : "text-slate-500")}>
          {t("leads.reminders.dueOn", { date: format.dateTime(reminder.dueDate) })}
          {overdue && ` · ${t("leads.reminders.overdue")}`}
        </p>
      </div>
      <Button
        size="sm"
        variant="ghost"
        onClick={onDelete}
        aria-label={t("leads.reminders.delete", { title: reminder.title })}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
