import { DEFAULT_LOCALE, FRENCH_PREFIX, isLocale, type Locale } from "../../../contract/locale";

/** The language of a page address: `/fr` and `/fr/...` are French. */
export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? "fr-CA" : DEFAULT_LOCALE;
}

/**
 * The visitor's preferred portal language from `Accept-Language` (RFC 9110 q-values): French when a French
 * range ranks above every English one, English otherwise (and when the header is missing, as for most
 * crawlers).
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of acceptLanguage.split(",")) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const language = range.split("-")[0];
    const locale: Locale | null = language === "fr" ? "fr-CA" : language === "en" ? "en-CA" : null;
    // Equal weights keep the first listed, as browsers list in order of preference.
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The language a visitor chose with the switch (the `locale` cookie), if any. */
export function chosenLocale(cookieValue: string | undefined): Locale | null {
  return isLocale(cookieValue) ? cookieValue : null;
}
