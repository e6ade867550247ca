import { format, parseISO } from "date-fns";
import { useLocale } from "../../../i18n/use-t";
import { formatDateTime } from "../../../lib/format";

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
    day: (iso: string) =>
      english
        ? format(new Date(iso), "MMM dd, yyyy")
        : new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso)),
    dateTime: (iso: string) =>
      english
        ? formatDateTime(iso)
        : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(parseISO(iso)),
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
