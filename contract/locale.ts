// The portal's two languages (decision 017). No zod here: public pages import it.

export const LOCALES = ["en-CA", "fr-CA"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the spec's texts, of unprefixed public addresses and of anything without a choice. */
export const DEFAULT_LOCALE: Locale = "en-CA";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
