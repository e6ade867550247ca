import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PersonalisedGuide } from "../../../../contract/guides";
import { DEFAULT_LOCALE, type Locale } from "../../../../contract/locale";
import { apiJson } from "../../../lib/api-client";
import { guideLocaleQuery } from "../../../lib/guide-topics";
import { demoGuideFallback } from "./demo-guide-fallback";

/** GET /api/guides/demo (the spec's /api/debug/guide, which production does not serve); on any failure the built-in sample guide is used (spec section 7). */
export async function fetchDemoGuide(locale: Locale = DEFAULT_LOCALE): Promise<PersonalisedGuide> {
  try {
    const { content } = await apiJson<{ content: PersonalisedGuide; token: string }>(
      "GET",
      `/api/guides/demo${guideLocaleQuery(locale)}`,
    );
    return content;
  } catch (error) {
    console.warn("Demo guide unavailable, showing the built-in sample:", error);
    return demoGuideFallback[locale];
  }
}

/** The sample guide in the page's language (`?locale=fr-CA`, decision 018). */
export const demoGuideQueryOptions = (locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: ["demo-guide", ...(locale === DEFAULT_LOCALE ? [] : [locale])],
    queryFn: () => fetchDemoGuide(locale),
  });

export function useDemoGuide(locale?: Locale) {
  return useQuery(demoGuideQueryOptions(locale));
}
