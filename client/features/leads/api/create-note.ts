import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Note } from "../../../../contract/crm";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { toastError } from "../utils/toast-error";
import { historyQueryOptions } from "./get-history";
import { notesQueryOptions } from "./get-notes";

/** POST /api/notes {leadId, userId, content}. */
export function useCreateNote(leadId: string, userId: number | undefined) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiJson<Note>("POST", "/api/notes", { leadId, userId, content }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notesQueryOptions(leadId).queryKey });
      void queryClient.invalidateQueries({ queryKey: historyQueryOptions(leadId).queryKey });
      toast({ title: t("leads.toast.noteAdded") });
    },
    onError: (error) => toastError(error, t),
  });
}
