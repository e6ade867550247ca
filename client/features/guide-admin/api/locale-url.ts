import type { Locale } from "../../../../contract/locale";

/** `path` for English (the spec's calls, unchanged), `path?locale=fr-CA` for French (decision 018). */
export function withLocale(path: string, locale: Locale | undefined): string {
  return locale && locale !== "en-CA" ? `${path}?locale=${locale}` : path;
}
