import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_LOCALE, type Locale } from "../../../../contract/locale";
import type { PublicPrivacyPolicy } from "../../../../contract/privacy-settings";
import { apiJson } from "../../../lib/api-client";

export const privacyPolicyUrl = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? "/api/privacy-policy" : `/api/privacy-policy?locale=${locale}`;

/** GET /api/privacy-policy in the page's language (the server renders the page with the same query). */
export const privacyPolicyQueryOptions = (locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: ["privacy-policy", locale],
    queryFn: () => apiJson<PublicPrivacyPolicy>("GET", privacyPolicyUrl(locale)),
  });

export function usePrivacyPolicy(locale: Locale) {
  return useQuery(privacyPolicyQueryOptions(locale));
}
