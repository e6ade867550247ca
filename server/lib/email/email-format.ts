import type { Locale } from "../../../contract/locale";

/**
 * Dates and money in an e-mail as the pages write them (client/lib/format.ts): `May 04, 2026` / `4 mai 2026`,
 * `$612,000` / `612 000 $`. A calendar day (`2026-05-04`) is read as that day, whatever the server's zone.
 */
const dayFormats = {
  "en-CA": new Intl.DateTimeFormat("en-CA", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }),
  "fr-CA": new Intl.DateTimeFormat("fr-CA", { dateStyle: "medium", timeZone: "UTC" }),
} as const;

export function emailDay(day: string | Date, locale: Locale): string {
  const date = typeof day === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00Z` : day) : day;
  if (locale === "fr-CA") return dayFormats["fr-CA"].format(date);
  // date-fns' 'MMM dd, yyyy' (spec section 9): Intl's en-CA puts the parts in that order once assembled.
  const parts = Object.fromEntries(dayFormats["en-CA"].formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

const moneyFormats = {
  "en-CA": new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: "CAD",
    maximumFractionDigits: 0,
  }),
  "fr-CA": new Intl.NumberFormat("fr-CA", {
    style: "currency",
    currency: "CAD",
    maximumFractionDigits: 0,
  }),
} as const;

/** Whole dollars, as the home-value page shows an estimate. */
export const emailMoney = (amount: number, locale: Locale): string => moneyFormats[locale].format(amount);

export const emailNumber = (value: number, locale: Locale): string => new Intl.NumberFormat(locale).format(value);
