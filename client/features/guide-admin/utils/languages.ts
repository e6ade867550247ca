import type { Locale } from "../../../../contract/locale";

/**
 * The guide CMS names a content language through `{language, select, fr {…} other {…}}` in its messages
 * (decision 018): French needs the adjective to agree ("la version française"), so the name is never
 * pasted into a sentence.
 */
export const languageKey = (locale: Locale) => (locale === "fr-CA" ? "fr" : "en");
