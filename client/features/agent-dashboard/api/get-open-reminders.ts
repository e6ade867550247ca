import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Reminder } from "../../../../contract/crm";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

/** Every uncompleted reminder, soonest first (only completed false counts as open, spec section 4). */
export async function fetchOpenReminders(): Promise<Reminder[]> {
  const reminders = await apiJson<Reminder[]>("GET", "/api/reminders?completed=false");
  return reminders
    .filter((r) => !r.completed)
    .sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate) || a.id - b.id);
}

export const openRemindersQueryOptions = () =>
  queryOptions({
    queryKey: ["reminders", "open"],
    queryFn: fetchOpenReminders,
    // A lead event can rename the lead a reminder shows.
    meta: liveMeta({ on: ["reminder", "lead"] }),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useOpenReminders(live: boolean) {
  return useQuery({ ...openRemindersQueryOptions(), refetchInterval: pollWhenOffline(live) });
}
