import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Conversation, InboxItem } from "../../../../contract/conversation";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

/** GET /api/leads/{id}/conversation, kept fresh by the lead's live events (every message sends one). */
export const conversationQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "conversation"],
    queryFn: () => apiJson<Conversation>("GET", `/api/leads/${encodeURIComponent(leadId)}/conversation`),
    meta: liveMeta({ on: ["lead"], leadId }),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useConversation(leadId: string, live: boolean) {
  return useQuery({ ...conversationQueryOptions(leadId), refetchInterval: pollWhenOffline(live) });
}

/** The answer by e-mail (POST …/conversation/email) or by text (POST …/texts): 202 once queued. */
export function useAnswer(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, body }: { channel: "email" | "text"; body: string }) =>
      apiJson<unknown>(
        "POST",
        `/api/leads/${encodeURIComponent(leadId)}/${channel === "email" ? "conversation/email" : "texts"}`,
        { body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["lead", leadId] }),
  });
}

/** GET /api/inbox: every lead event may change it (a reply, an answer), so any one refreshes it. */
export const inboxQueryOptions = () =>
  queryOptions({
    queryKey: ["inbox"],
    queryFn: () => apiJson<{ items: InboxItem[] }>("GET", "/api/inbox"),
    meta: liveMeta({ on: ["lead"] }),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useInbox(live: boolean) {
  return useQuery({ ...inboxQueryOptions(), refetchInterval: pollWhenOffline(live) });
}
