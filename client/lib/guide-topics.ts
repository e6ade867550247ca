import { queryOptions } from "@tanstack/react-query";
import type { GuideTopic, GuideWithSections } from "../../contract/guides";
import { DEFAULT_LOCALE, type Locale } from "../../contract/locale";
import { apiJson } from "./api-client";

/**
 * `?locale=fr-CA` for a French page (the guides API answers in that language, falling back to the other);
 * nothing for English, so English addresses and cache keys stay as they were.
 */
export const guideLocaleQuery = (locale: Locale = DEFAULT_LOCALE) =>
  locale === DEFAULT_LOCALE ? "" : `?locale=${locale}`;
const localeKey = (locale: Locale = DEFAULT_LOCALE) => (locale === DEFAULT_LOCALE ? [] : [locale]);

/** GET /api/guides/topics: the twelve seeded topics (picker, guide pages, library). */
export const guideTopicsQueryOptions = (locale?: Locale) =>
  queryOptions({
    queryKey: ["guide-topics", ...localeKey(locale)],
    queryFn: () => apiJson<GuideTopic[]>("GET", `/api/guides/topics${guideLocaleQuery(locale)}`),
  });

/** GET /api/guides/slug/{slug}: one guide with its ordered sections; a 404 rejects with status 404. */
export const guideBySlugQueryOptions = (slug: string, locale?: Locale) =>
  queryOptions({
    queryKey: ["guide-topics", "slug", slug, ...localeKey(locale)],
    queryFn: () =>
      apiJson<GuideWithSections>("GET", `/api/guides/slug/${encodeURIComponent(slug)}${guideLocaleQuery(locale)}`),
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
