import { useQuery } from "@tanstack/react-query";
import { guideTopicsQueryOptions } from "../../../lib/guide-topics";

/** GET /api/guides/topics, through the shared factory so the public pages see the admin's changes. */
export function useGuideTopics() {
  return useQuery(guideTopicsQueryOptions());
}
