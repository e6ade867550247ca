import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Note } from "../../../../contract/crm";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { toastError } from "../utils/toast-error";
import { historyQueryOptions } from "./get-history";
import { notesQueryOptions } from "./get-notes";

/** PATCH /api/notes/{id} {content}. */
export function useUpdateNote(leadId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      apiJson<Note>("PATCH", `/api/notes/${id}`, { content }),
    onSuccess: (note) => {
      queryClient.setQueryData(notesQueryOptions(leadId).queryKey, (notes) =>
        notes?.map((n) => (n.id === note.id ? note : n)),
      );
      void queryClient.invalidateQueries({ queryKey: historyQueryOptions(leadId).queryKey });
      toast({ title: t("leads.toast.noteUpdated") });
    },
    onError: (error) => toastError(error, t),
  });
}
