import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiRequest } from "../../../lib/api-client";
import { toastError } from "../utils/toast-error";
import { historyQueryOptions } from "./get-history";
import { notesQueryOptions } from "./get-notes";

/** DELETE /api/notes/{id} (403 unless the author, a manager or an admin). */
export function useDeleteNote(leadId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/notes/${id}`),
    onSuccess: (_response, id) => {
      queryClient.setQueryData(notesQueryOptions(leadId).queryKey, (notes) => notes?.filter((n) => n.id !== id));
      void queryClient.invalidateQueries({ queryKey: historyQueryOptions(leadId).queryKey });
      toast({ title: t("leads.toast.noteDeleted") });
    },
    onError: (error) => toastError(error, t),
  });
}
