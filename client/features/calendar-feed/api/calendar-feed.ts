import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeedCreated, CalendarFeedStatus } from "../../../../contract/pipeline";
import { toast } from "../../../components/ui/use-toast";
import { apiJson, errorMessage } from "../../../lib/api-client";

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: ["calendar-feed"],
    queryFn: () => apiJson<CalendarFeedStatus>("GET", "/api/calendar-feed"),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

const onError = (error: Error) => toast({ title: "Error", description: errorMessage(error), variant: "destructive" });

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CalendarFeedCreated>("POST", "/api/calendar-feed", {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryOptions().queryKey }),
    onError,
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>("DELETE", "/api/calendar-feed"),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarFeedQueryOptions().queryKey });
      toast({ title: "Calendar feed turned off" });
    },
    onError,
  });
}
