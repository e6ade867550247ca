import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Message } from "../../../../contract/client-portal";
import { apiJson } from "../../../lib/api-client";
import { STAFF_POLL_MS } from "./get-staff-clients";

export const clientThreadQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ["client-messages", "thread", clientId],
    queryFn: () => apiJson<Message[]>("GET", `/api/staff/clients/${clientId}/messages`),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useClientThread(clientId: number) {
  return useQuery({ ...clientThreadQueryOptions(clientId), refetchInterval: STAFF_POLL_MS });
}
