import { useLocale } from "../i18n/use-t";
import {
  formatClock,
  formatDateTime,
  formatDay,
  formatLocalDay,
  formatMoney,
  formatNumber,
  formatTime,
} from "./format";

/** The formats of client/lib/format.ts in the active language (decision 017: `Intl` per locale on staff screens). */
export function useFormat() {
  const locale = useLocale();
  return {
    locale,
    day: (iso: string) => formatDay(iso, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
    time: (iso: string) => formatTime(iso, locale),
    clock: (hhmm: string) => formatClock(hhmm, locale),
    localDay: (iso: string) => formatLocalDay(iso, locale),
    money: (amount: number) => formatMoney(amount, locale),
    number: (value: number) => formatNumber(value, locale),
  };
}
