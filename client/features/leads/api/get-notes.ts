import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Note } from "../../../../contract/crm";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

export const notesQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "notes"],
    queryFn: () => apiJson<Note[]>("GET", `/api/leads/${encodeURIComponent(leadId)}/notes`),
    meta: liveMeta({ on: ["note"], leadId }),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useNotes(leadId: string, live: boolean) {
  return useQuery({ ...notesQueryOptions(leadId), refetchInterval: pollWhenOffline(live) });
}
