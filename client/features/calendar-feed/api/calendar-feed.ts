import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeedCreated, CalendarFeedStatus } from "../../../../contract/pipeline";
import { toast } from "../../../components/ui/use-toast";
import { type Translate, useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: ["calendar-feed"],
    queryFn: () => apiJson<CalendarFeedStatus>("GET", "/api/calendar-feed"),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

const toastError = (t: Translate) => (error: Error) =>
  toast({ title: t("calendarFeed.error"), description: errorMessage(error, t), variant: "destructive" });

export function useCreateCalendarFeed() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CalendarFeedCreated>("POST", "/api/calendar-feed", {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryOptions().queryKey }),
    onError: toastError(t),
  });
}

export function useRevokeCalendarFeed() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>("DELETE", "/api/calendar-feed"),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarFeedQueryOptions().queryKey });
      toast({ title: t("calendarFeed.turnedOff") });
    },
    onError: toastError(t),
  });
}
