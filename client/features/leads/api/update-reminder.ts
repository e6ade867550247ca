import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reminder } from "../../../../contract/crm";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { toastError } from "../utils/toast-error";
import { historyQueryOptions } from "./get-history";
import { leadRemindersQueryOptions } from "./get-lead-reminders";

/** PATCH /api/reminders/{id} {completed}. */
export function useToggleReminder(leadId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const { queryKey } = leadRemindersQueryOptions(leadId);
  return useMutation({
    mutationFn: ({ id, completed }: { id: number; completed: boolean }) =>
      apiJson<Reminder>("PATCH", `/api/reminders/${id}`, { completed }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKey, (list) => list?.map((r) => (r.id === updated.id ? updated : r)));
      void queryClient.invalidateQueries({ queryKey: historyQueryOptions(leadId).queryKey });
      toast({ title: t("leads.toast.reminderUpdated") });
    },
    onError: (error) => toastError(error, t),
  });
}
