import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Message } from "../../../../contract/client-portal";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError, apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { clientThreadQueryOptions } from "./get-client-thread";
import { staffClientsQueryOptions } from "./get-staff-clients";

/** Replies to a client; the answer is the whole thread. The client is e-mailed by the server. */
export function useSendStaffMessage(clientId: number) {
  const t = useT();
  const queryClient = useQueryClient();
  const { queryKey } = clientThreadQueryOptions(clientId);
  return useMutation({
    mutationFn: (content: string) => apiJson<Message[]>("POST", `/api/staff/clients/${clientId}/messages`, { content }),
    onSuccess: async (thread) => {
      // A poll that started before the reply was stored must not overwrite the newer thread.
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData(queryKey, thread);
      void queryClient.invalidateQueries({ queryKey: staffClientsQueryOptions().queryKey, exact: true });
    },
    onError: (error) => {
      toast({
        title: t("clientMessages.notSent"),
        description: error instanceof ApiRequestError ? errorMessage(error, t) : t("clientMessages.checkConnection"),
        variant: "destructive",
      });
    },
  });
}
