import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Message } from "../../../../contract/client-portal";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { describeError } from "../utils/describe-error";
import { clientDashboardQueryOptions } from "./get-dashboard";
import { clientMessagesQueryOptions } from "./get-messages";

/** Sends a message to the agent; the reply is the whole thread. */
export function useSendMessage() {
  const t = useT();
  const queryClient = useQueryClient();
  const { queryKey } = clientMessagesQueryOptions();
  return useMutation({
    mutationFn: (content: string) => apiJson<Message[]>("POST", "/api/client/messages", { content }),
    onSuccess: async (thread) => {
      // A poll that started before the message was stored must not overwrite the newer thread.
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData(queryKey, thread);
      void queryClient.invalidateQueries({ queryKey: clientDashboardQueryOptions().queryKey, exact: true });
    },
    onError: (error) => {
      toast({
        title: t("clientDashboard.messageNotSent"),
        description: describeError(error, t),
        variant: "destructive",
      });
    },
  });
}
