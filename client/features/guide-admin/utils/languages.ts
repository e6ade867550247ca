import type { Locale } from "../../../../contract/locale";

/** The guide CMS names the two content languages this way (decision 018). */
export const languageName: Record<Locale, string> = { "en-CA": "English", "fr-CA": "French" };
