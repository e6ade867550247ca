import { DEFAULT_LOCALE, FRENCH_PREFIX, LOCALE_COOKIE, type Locale } from "../../contract/locale";
import { matchPagePath, pageRouteList } from "../../contract/page-routes";

// French public addresses carry a `/fr` prefix (`/fr`, `/fr/guides/{slug}`); English ones have none,
// as the spec writes them. Shared by the browser and the SSR entry (no React here); the prefix and the
// cookie's name are the contract's, which the server reads too.

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

/**
 * Signed-in screens (and /auth): client-rendered, same address in both languages, language per user (the
 * route table's staff entries, contract/page-routes.ts).
 */
const userLanguagePatterns = pageRouteList
  .filter((route) => route.kind === "staff" && route.language !== "address")
  .map((route) => route.path);
export const isStaffPath = (pathname: string) =>
  userLanguagePatterns.some((pattern) => matchPagePath(pattern, pathname) !== null);

/**
 * The language of a staff screen before anyone is signed in: the `locale` cookie the public switch sets,
 * else the browser's first language that is French or English. After sign-in the user's saved one wins.
 */
export function preferredLocale(cookie: string, languages: readonly string[]): Locale {
  const chosen = cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  if (chosen === "fr-CA" || chosen === "en-CA") return chosen;
  const first = languages.find((language) => /^(fr|en)\b/i.test(language));
  return first?.toLowerCase().startsWith("fr") ? "fr-CA" : DEFAULT_LOCALE;
}
