import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { apiJson } from "../../../lib/api-client";
import { guideTopicsQueryOptions } from "../../../lib/guide-topics";

/** GET /api/guides/topics, through the shared factory so the public pages see the admin's changes. */
export function useGuideTopics() {
  return useQuery(guideTopicsQueryOptions());
}

/** GET /api/guides/topics?locale=fr-CA: the topics as French visitors get them (under the public key). */
export const frenchTopicsQueryOptions = () =>
  queryOptions({
    queryKey: [...guideTopicsQueryOptions().queryKey, "admin", "fr-CA"],
    queryFn: () => apiJson<GuideTopic[]>("GET", "/api/guides/topics?locale=fr-CA"),
  });

export function useFrenchTopics() {
  return useQuery(frenchTopicsQueryOptions());
}

/** One guide in the CMS: its own language version of each locale, absent where it has none. */
export interface TopicVersions {
  id: number;
  /** The version to name the guide by: English when there is one. */
  primary: GuideTopic;
  versions: Partial<Record<Locale, GuideTopic>>;
}

/**
 * Pairs the English and French answers of GET /api/guides/topics by id. A version counts only when the
 * server served that language itself (no fallback).
 */
export function pairTopicVersions(english: readonly GuideTopic[], french: readonly GuideTopic[] | undefined) {
  const frenchById = new Map((french ?? []).map((t) => [t.id, t]));
  return english.map((topic): TopicVersions => {
    const versions: Partial<Record<Locale, GuideTopic>> = {};
    // English when it exists, else (a fallback) the version in the topic's own language.
    versions[topic.locale ?? "en-CA"] = topic;
    const fr = frenchById.get(topic.id);
    if (fr && !fr.fellBack) versions["fr-CA"] = fr;
    return { id: topic.id, primary: versions["en-CA"] ?? versions["fr-CA"] ?? topic, versions };
  });
}
