import type { QueryClient } from "@tanstack/react-query";
import type { GuideSection } from "../../../../contract/guides";
import { guideTopicsQueryOptions } from "../../../lib/guide-topics";
import { adminTopicSectionsQueryOptions } from "./get-topic-sections";

/**
 * The public guide queries (topics, guide by slug, library sections) all start with the topics key.
 * Queries here never refetch on mount, so inactive ones are refetched now rather than merely marked.
 */
export function refreshPublicGuides(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: guideTopicsQueryOptions().queryKey, refetchType: "all" });
}

/** After a section write: this guide's admin lists (both languages: the key is a prefix) and the public pages. */
export function refreshTopicSections(queryClient: QueryClient, topicId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTopicSectionsQueryOptions(topicId).queryKey }),
    refreshPublicGuides(queryClient),
  ]);
}

/** Puts a section returned by the server into its guide's cached list. */
export function replaceCachedSection(queryClient: QueryClient, section: GuideSection): void {
  queryClient.setQueryData(adminTopicSectionsQueryOptions(section.topicId, section.locale).queryKey, (list) =>
    list?.map((s) => (s.id === section.id ? section : s)),
  );
  void refreshPublicGuides(queryClient);
}
