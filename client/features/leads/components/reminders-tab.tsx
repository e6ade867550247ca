import { useState } from "react";
import type { User } from "../../../../contract/auth";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useT } from "../../../i18n/use-t";
import { useCreateReminder } from "../api/create-reminder";
import { useDeleteReminder } from "../api/delete-reminder";
import { useLeadReminders } from "../api/get-lead-reminders";
import { useToggleReminder } from "../api/update-reminder";
import { QueryState } from "./query-state";
import { ReminderForm } from "./reminder-form";
import { ReminderItem } from "./reminder-item";

export interface RemindersTabProps {
  leadId: string;
  user: User | null | undefined;
  live: boolean;
}

export function RemindersTab({ leadId, user, live }: RemindersTabProps) {
  const reminders = useLeadReminders(leadId, live);
  const create = useCreateReminder(leadId, user?.id);
  const toggle = useToggleReminder(leadId);
  const remove = useDeleteReminder(leadId);
  const t = useT();
  const [confirming, setConfirming] = useState<number | null>(null);
  const list = reminders.data ?? [];

  return (
    <div className="grid gap-4">
      <ReminderForm onAdd={(reminder) => create.mutateAsync(reminder)} />
      <QueryState
        query={reminders}
        loading={t("leads.reminders.loading")}
        empty={list.length === 0 ? t("leads.reminders.none") : null}
      >
        <ul className="grid gap-3" aria-label={t("leads.tabs.reminders")}>
          {list.map((reminder) => (
            <ReminderItem
              key={reminder.id}
              reminder={reminder}
              onToggle={(completed) => toggle.mutateAsync({ id: reminder.id, completed })}
              onDelete={() => setConfirming(reminder.id)}
            />
          ))}
        </ul>
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        title={t("leads.reminders.confirmDelete")}
        confirmLabel={t("leads.delete")}
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming !== null && remove.mutate(confirming, { onSettled: () => setConfirming(null) })}
      >
        {t("leads.cannotUndo")}
      </ConfirmDialog>
    </div>
  );
}
