import type { Locale } from "../../../../contract/locale";

/** Cents as dollars with their cents, in the reader's language: `$1,500.01` (en-CA), `1 500,01 $` (fr-CA). */
export const formatMoney = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "CAD" }).format(cents / 100);

/** The month `months` before `YYYY-MM` (negative: after). */
export function shiftMonth(month: string, months: number): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** This month, `YYYY-MM`, in UTC as the report counts months. */
export const thisMonth = (now = new Date()) =>
  `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
