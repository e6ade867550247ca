import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import type { NewReminder } from "../api/create-reminder";
import { localToIso, type ReminderFormValues, reminderFormSchema } from "../utils/reminder-rules";
import { nextBusinessMorningLocal } from "./reminder-form-due";

export interface ReminderFormProps {
  /** Resolves when saved; the form is cleared only then. */
  onAdd: (reminder: NewReminder) => Promise<unknown>;
}

export function ReminderForm({ onAdd }: ReminderFormProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReminderFormValues>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: { title: "", dueDate: nextBusinessMorningLocal() },
  });

  const handleAdd = handleSubmit(async ({ title, dueDate }) => {
    try {
      await onAdd({ title: title.trim(), dueDate: localToIso(dueDate) });
      reset({ title: "", dueDate: nextBusinessMorningLocal() });
    } catch {
      // Reported by a toast; what was typed stays.
    }
  });

  return (
    <form onSubmit={handleAdd} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start">
      <FormField id="reminder-title" label={t("leads.reminders.title")} error={errors.title?.message}>
        <Input
          id="reminder-title"
          placeholder={t("leads.reminders.placeholder")}
          invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? "reminder-title-error" : undefined}
          {...register("title")}
        />
      </FormField>
      <FormField id="reminder-due" label={t("leads.reminders.due")} error={errors.dueDate?.message}>
        <Input
          id="reminder-due"
          type="datetime-local"
          invalid={Boolean(errors.dueDate)}
          aria-describedby={errors.dueDate ? "reminder-due-error" : undefined}
          {...register("dueDate")}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
        <Plus className="h-4 w-4" aria-hidden="true" />
        {isSubmitting ? t("leads.notes.adding") : t("leads.reminders.addButton")}
      </Button>
    </form>
  );
}
