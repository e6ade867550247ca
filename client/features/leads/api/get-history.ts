import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HistoryEntry } from "../../../../contract/crm";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

export const historyQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "history"],
    queryFn: () => apiJson<HistoryEntry[]>("GET", `/api/leads/${encodeURIComponent(leadId)}/history`),
    // Every lead, note and reminder change writes history.
    meta: liveMeta({ on: ["lead", "note", "reminder"], leadId }),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useHistory(leadId: string, live: boolean) {
  return useQuery({ ...historyQueryOptions(leadId), refetchInterval: pollWhenOffline(live) });
}
