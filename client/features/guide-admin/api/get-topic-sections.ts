import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import type { GuideSection, GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { apiJson } from "../../../lib/api-client";
import { withLocale } from "./locale-url";

/**
 * GET /api/guides/topics/{id}/sections[?locale=]: one guide's sections in one language, in their order.
 * The server falls back to the other language when this one is missing; those sections are left out here,
 * so the CMS shows each language's own sections only.
 */
export const adminTopicSectionsQueryOptions = (topicId: number, locale: Locale = "en-CA") =>
  queryOptions({
    queryKey: locale === "en-CA" ? ["guide-admin", "sections", topicId] : ["guide-admin", "sections", topicId, locale],
    queryFn: async () =>
      (await apiJson<GuideSection[]>("GET", withLocale(`/api/guides/topics/${topicId}/sections`, locale))).filter(
        (section) => (section.locale ?? "en-CA") === locale,
      ),
  });

export function useTopicSections(topicId: number | undefined, locale: Locale = "en-CA") {
  return useQuery({ ...adminTopicSectionsQueryOptions(topicId ?? 0, locale), enabled: topicId !== undefined });
}

export interface AllTopicSections {
  /** topic id -> its sections (absent while loading or after a failure). */
  byTopic: Map<number, GuideSection[]>;
  isPending: boolean;
  isError: boolean;
}

/** Every guide's sections in one language: the section counts of the Guides tab and the section search. */
export function useAllTopicSections(topics: readonly GuideTopic[], locale: Locale = "en-CA"): AllTopicSections {
  return useQueries({
    queries: topics.map((topic) => adminTopicSectionsQueryOptions(topic.id, locale)),
    combine: (results) => {
      const byTopic = new Map<number, GuideSection[]>();
      results.forEach((result, i) => {
        const topic = topics[i];
        if (topic && result.data) byTopic.set(topic.id, result.data);
      });
      return {
        byTopic,
        isPending: results.some((r) => r.isPending),
        isError: results.some((r) => r.isError),
      };
    },
  });
}
