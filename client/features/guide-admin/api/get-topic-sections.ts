import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import type { GuideSection, GuideTopic } from "../../../../contract/guides";
import { apiJson } from "../../../lib/api-client";

/** GET /api/guides/topics/{id}/sections: one guide's sections, in their order. */
export const adminTopicSectionsQueryOptions = (topicId: number) =>
  queryOptions({
    queryKey: ["guide-admin", "sections", topicId],
    queryFn: () => apiJson<GuideSection[]>("GET", `/api/guides/topics/${topicId}/sections`),
  });

export function useTopicSections(topicId: number | undefined) {
  return useQuery({ ...adminTopicSectionsQueryOptions(topicId ?? 0), enabled: topicId !== undefined });
}

export interface AllTopicSections {
  /** topic id -> its sections (absent while loading or after a failure). */
  byTopic: Map<number, GuideSection[]>;
  isPending: boolean;
  isError: boolean;
}

/** Every guide's sections: the section counts of the Guides tab and the section search read them. */
export function useAllTopicSections(topics: readonly GuideTopic[]): AllTopicSections {
  return useQueries({
    queries: topics.map((topic) => adminTopicSectionsQueryOptions(topic.id)),
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
