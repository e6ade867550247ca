import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiRequest } from "../../../lib/api-client";
import { toastError } from "../utils/toast-error";
import { historyQueryOptions } from "./get-history";
import { leadRemindersQueryOptions } from "./get-lead-reminders";

/** DELETE /api/reminders/{id}. */
export function useDeleteReminder(leadId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/reminders/${id}`),
    onSuccess: (_response, id) => {
      queryClient.setQueryData(leadRemindersQueryOptions(leadId).queryKey, (list) => list?.filter((r) => r.id !== id));
      void queryClient.invalidateQueries({ queryKey: historyQueryOptions(leadId).queryKey });
      toast({ title: t("leads.toast.reminderDeleted") });
    },
    onError: (error) => toastError(error, t),
  });
}
