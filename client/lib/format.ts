import { format, parseISO } from "date-fns";
import type { Locale } from "../../contract/locale";

/** 'MMM dd, yyyy' (spec section 9) in English; `23 nov. 2026` in French (decision 017). */
export const formatDay = (iso: string, locale: Locale = "en-CA") =>
  locale === "en-CA"
    ? format(parseISO(iso), "MMM dd, yyyy")
    : new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(parseISO(iso));

/** 'MMM dd, yyyy at h:mm a' (spec section 9; date-fns needs "at" quoted); `23 nov. 2026 à 14 h 05` in French. */
export const formatDateTime = (iso: string, locale: Locale = "en-CA") =>
  locale === "en-CA"
    ? format(parseISO(iso), "MMM dd, yyyy 'at' h:mm a")
    : `${formatDay(iso, locale)} à ${new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(parseISO(iso))}`;

/** Money in the reader's language: `$1,234,567.89` (en-CA), `1 234 567,89 $` (fr-CA). */
export const formatMoney = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" }).format(amount);

/** A day in the reader's language: `Nov 23, 2026` (en-CA), `23 nov. 2026` (fr-CA). */
export const formatLocalDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(parseISO(iso));

/** A number in the reader's language: `1,234,567` (en-CA), `1 234 567` (fr-CA). */
export const formatNumber = (value: number, locale: Locale) => new Intl.NumberFormat(locale).format(value);
