import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GuideSection } from "../../../../contract/guides";
import { DEFAULT_LOCALE, type Locale } from "../../../../contract/locale";
import { apiJson } from "../../../lib/api-client";
import { guideLocaleQuery } from "../../../lib/guide-topics";

/** GET /api/guides/topics/{id}/sections: a topic's sections in their order, in the page's language. */
export const topicSectionsQueryOptions = (topicId: number, locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: ["guide-topics", topicId, "sections", ...(locale === DEFAULT_LOCALE ? [] : [locale])],
    queryFn: () => apiJson<GuideSection[]>("GET", `/api/guides/topics/${topicId}/sections${guideLocaleQuery(locale)}`),
  });

export function useTopicSections(topicId: number, locale?: Locale) {
  return useQuery(topicSectionsQueryOptions(topicId, locale));
}
