import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Message } from "../../../../contract/client-portal";
import { apiJson } from "../../../lib/api-client";

/** While the messages dialog is open the thread is re-read this often, so the agent's replies appear. */
export const MESSAGES_POLL_MS = 5000;

export const clientMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ["client-portal", "messages"],
    queryFn: () => apiJson<Message[]>("GET", "/api/client/messages"),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useClientMessages() {
  return useQuery({ ...clientMessagesQueryOptions(), refetchInterval: MESSAGES_POLL_MS });
}
