import type { Locale } from "../../../../contract/locale";

/** Whole dollars in the reader's language: `$1,234,000` (en-CA), `1 234 000 $` (fr-CA). */
export const formatDollars = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "CAD", maximumFractionDigits: 0 }).format(amount);

/** A share as a whole percent: `80%` (en-CA), `80 %` (fr-CA). */
export const formatShare = (share: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(share);

/** A change in whole dollars with its sign: `+$12,000`, `−$5,000` (en-CA), `+12 000 $` (fr-CA). */
export const formatDollarChange = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "CAD",
    maximumFractionDigits: 0,
    signDisplay: "exceptZero",
  }).format(amount);
