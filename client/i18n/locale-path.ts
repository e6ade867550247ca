import { DEFAULT_LOCALE, type Locale } from "../../contract/locale";

// French public addresses carry a `/fr` prefix (`/fr`, `/fr/guides/{slug}`); English ones have none,
// as the spec writes them. Shared by the browser, the SSR entry and the server (no React here).

export const FRENCH_PREFIX = "/fr";
/** The cookie that remembers a visitor's choice of language (set by the language switch). */
export const LOCALE_COOKIE = "locale";

/** The locale an address is in, and the address without its language prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`)) {
    return { locale: "fr-CA", path: pathname.slice(FRENCH_PREFIX.length) || "/" };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address of `path` (unprefixed) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? FRENCH_PREFIX : `${FRENCH_PREFIX}${path}`;
}

/** `<html lang>` and hreflang values: the locale itself (`en-CA`, `fr-CA`). */
export const htmlLang = (locale: Locale) => locale;
