import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reminder } from "../../../../contract/crm";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { toastError } from "../utils/toast-error";
import { historyQueryOptions } from "./get-history";
import { leadRemindersQueryOptions } from "./get-lead-reminders";

export interface NewReminder {
  title: string;
  /** ISO 8601 with an offset. */
  dueDate: string;
}

/** POST /api/reminders {leadId, userId, title, dueDate, completed: false}. */
export function useCreateReminder(leadId: string, userId: number | undefined) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, dueDate }: NewReminder) =>
      apiJson<Reminder>("POST", "/api/reminders", { leadId, userId, title, dueDate, completed: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leadRemindersQueryOptions(leadId).queryKey });
      void queryClient.invalidateQueries({ queryKey: historyQueryOptions(leadId).queryKey });
      toast({ title: t("leads.toast.reminderAdded") });
    },
    onError: (error) => toastError(error, t),
  });
}
