import { format, parseISO } from "date-fns";
import type { Locale } from "../../contract/locale";

/** 'MMM dd, yyyy' (spec section 9) in English; `23 nov. 2026` in French (decision 017). */
export const formatDay = (iso: string, locale: Locale = "en-CA") =>
  locale === "en-CA"
    ? format(parseISO(iso), "MMM dd, yyyy")
    : new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(parseISO(iso));

/**
 * The one clock of staff screens (decision 049): English on 12 hours as the spec's 'h:mm a' (`2:05 PM`),
 * French on 24 hours as Canadian French writes it (`14 h 05`). Every time shown goes through here.
 */
export const formatTime = (iso: string, locale: Locale = "en-CA") =>
  locale === "en-CA"
    ? format(parseISO(iso), "h:mm a")
    : new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", hourCycle: "h23" }).format(parseISO(iso));

/** A wall-clock time written `HH:mm` (a rule's hours, a brokerage's clock) on the same clock: `2:05 PM`, `14 h 05`. */
export function formatClock(hhmm: string, locale: Locale = "en-CA"): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const minutes = match[2] as string;
  if (locale !== "en-CA") return `${hours} h ${minutes}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** 'MMM dd, yyyy at h:mm a' (spec section 9); `23 nov. 2026 à 14 h 05` in French. */
export const formatDateTime = (iso: string, locale: Locale = "en-CA") =>
  `${formatDay(iso, locale)} ${locale === "en-CA" ? "at" : "à"} ${formatTime(iso, locale)}`;

/** Money in the reader's language: `$1,234,567.89` (en-CA), `1 234 567,89 $` (fr-CA). */
export const formatMoney = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" }).format(amount);

/** A day in the reader's language: `Nov 23, 2026` (en-CA), `23 nov. 2026` (fr-CA). */
export const formatLocalDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(parseISO(iso));

/** A number in the reader's language: `1,234,567` (en-CA), `1 234 567` (fr-CA). */
export const formatNumber = (value: number, locale: Locale) => new Intl.NumberFormat(locale).format(value);
