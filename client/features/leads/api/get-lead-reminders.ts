import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Reminder } from "../../../../contract/crm";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

export const leadRemindersQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "reminders"],
    queryFn: () => apiJson<Reminder[]>("GET", `/api/leads/${encodeURIComponent(leadId)}/reminders`),
    meta: liveMeta({ on: ["reminder"], leadId }),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useLeadReminders(leadId: string, live: boolean) {
  return useQuery({ ...leadRemindersQueryOptions(leadId), refetchInterval: pollWhenOffline(live) });
}
