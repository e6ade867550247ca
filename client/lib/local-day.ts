/**
 * Dates as a date input gives and takes them (yyyy-mm-dd), read as whole days of the user's time zone.
 * `localDayStart("2026-11-24", 1)` is the instant the 25th begins here: the exclusive end of a period
 * whose last day is the 24th.
 */
export function localDayStart(date: string, plusDays = 0): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + plusDays).toISOString();
}

/** The local day of `date` as a date input's value. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
