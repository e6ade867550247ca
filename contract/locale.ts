// The portal's two languages (decision 017). No zod here: public pages import it.

export const LOCALES = ["en-CA", "fr-CA"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the spec's texts, of unprefixed public addresses and of anything without a choice. */
export const DEFAULT_LOCALE: Locale = "en-CA";

/** French public addresses carry this prefix (`/fr`, `/fr/guides/{slug}`); English ones have none. */
export const FRENCH_PREFIX = "/fr";

/** The cookie that remembers a visitor's choice of language (set by the language switch). */
export const LOCALE_COOKIE = "locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
