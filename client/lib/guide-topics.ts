import { queryOptions } from "@tanstack/react-query";
import type { GuideTopic, GuideWithSections } from "../../contract/guides";
import { apiJson } from "./api-client";

/** GET /api/guides/topics: the twelve seeded topics (picker, guide pages, library). */
export const guideTopicsQueryOptions = () =>
  queryOptions({
    queryKey: ["guide-topics"],
    queryFn: () => apiJson<GuideTopic[]>("GET", "/api/guides/topics"),
  });

/** GET /api/guides/slug/{slug}: one guide with its ordered sections; a 404 rejects with status 404. */
export const guideBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ["guide-topics", "slug", slug],
    queryFn: () => apiJson<GuideWithSections>("GET", `/api/guides/slug/${encodeURIComponent(slug)}`),
  });

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * `n` random items of `list`, preferring items that are not in `exclude` (compared by identity), so a
 * reshuffle shows different items whenever enough remain; it tops up from the excluded ones otherwise.
 */
export function pickRandom<T>(
  list: readonly T[],
  n: number,
  exclude: readonly T[] = [],
  random: () => number = Math.random,
): T[] {
  const fresh = list.filter((item) => !exclude.includes(item));
  const seen = list.filter((item) => exclude.includes(item));
  return [...shuffled(fresh, random), ...shuffled(seen, random)].slice(0, Math.max(0, n));
}
