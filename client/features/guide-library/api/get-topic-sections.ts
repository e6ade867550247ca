import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GuideSection } from "../../../../contract/guides";
import { apiJson } from "../../../lib/api-client";

/** GET /api/guides/topics/{id}/sections: a topic's sections in their order. */
export const topicSectionsQueryOptions = (topicId: number) =>
  queryOptions({
    queryKey: ["guide-topics", topicId, "sections"],
    queryFn: () => apiJson<GuideSection[]>("GET", `/api/guides/topics/${topicId}/sections`),
  });

export function useTopicSections(topicId: number) {
  return useQuery(topicSectionsQueryOptions(topicId));
}
