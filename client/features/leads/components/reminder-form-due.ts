import { addDays, format, isWeekend, set } from "date-fns";

/**
 * A new reminder's default due time: 9:00 in the browser's time zone on the next weekday (decision 033).
 * The spec's "now" made every reminder "Overdue" the moment it was saved; a follow-up is done the next
 * business morning. Friday, Saturday and Sunday give Monday. As a datetime-local value.
 */
export function nextBusinessMorningLocal(now = new Date()): string {
  let day = addDays(now, 1);
  while (isWeekend(day)) day = addDays(day, 1);
  return format(set(day, { hours: 9, minutes: 0, seconds: 0, milliseconds: 0 }), "yyyy-MM-dd'T'HH:mm");
}
