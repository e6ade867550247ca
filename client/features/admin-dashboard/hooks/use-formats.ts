import { useLocale } from "../../../i18n/use-t";
import { formatDateTime, formatDay } from "../../../lib/format";

/**
 * Dates, counts and shares in the reader's language. English keeps the spec's formats exactly
 * ('MMM dd, yyyy', 'MMM dd, yyyy at h:mm a', plain counts); French goes through Intl (`23 nov. 2026`,
 * `1 234`, `12,5 %`).
 */
export function useFormats() {
  const locale = useLocale();
  const english = locale === "en-CA";
  return {
    locale,
    // The shared formats (client/lib/format.ts, decision 049): one clock per language on every staff screen.
    day: (iso: string) => formatDay(iso, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
    count: (value: number) => (english ? String(value) : new Intl.NumberFormat(locale).format(value)),
    /** A share (0.125) as a percentage with `digits` decimals. */
    percent: (share: number, digits: number) =>
      english
        ? `${digits === 0 ? Math.round(share * 100) : (share * 100).toFixed(digits)}%`
        : new Intl.NumberFormat(locale, {
            style: "percent",
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(share),
  };
}
