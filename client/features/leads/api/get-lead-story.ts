import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeadStory } from "../../../../contract/lead-story";
import { DEFAULT_LOCALE, type Locale } from "../../../../contract/locale";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

/** GET /api/leads/{id}/story: attribution, answers, guides and e-mails, worded in the screen's language. */
export const leadStoryQueryOptions = (leadId: string, locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: ["lead", leadId, "story", locale],
    queryFn: () =>
      apiJson<LeadStory>(
        "GET",
        `/api/leads/${encodeURIComponent(leadId)}/story${locale === DEFAULT_LOCALE ? "" : `?locale=${locale}`}`,
      ),
    // A save of the lead (a follow-up answer, an e-mail it caused) is announced as a lead change.
    meta: liveMeta({ on: ["lead"], leadId }),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useLeadStory(leadId: string, locale: Locale, live: boolean) {
  return useQuery({ ...leadStoryQueryOptions(leadId, locale), refetchInterval: pollWhenOffline(live) });
}
