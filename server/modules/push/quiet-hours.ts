import { wallClock } from "../routing-rules/index";

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Minutes since midnight of `at` in `timeZone` (one kept formatter per zone: this runs per agent per event). */
function localMinutes(at: Date, timeZone: string): number {
  return toMinutes(wallClock(at, timeZone).time);
}

/**
 * Whether `at` falls in the quiet hours [start, end) in the agent's time zone; a span may cross midnight
 * (22:00 to 07:00). Without both ends there are no quiet hours; equal ends mean none too.
 */
export function inQuietHours(
  prefs: { quietStart: string | null; quietEnd: string | null; timeZone: string },
  at: Date,
): boolean {
  if (!prefs.quietStart || !prefs.quietEnd) return false;
  const start = toMinutes(prefs.quietStart);
  const end = toMinutes(prefs.quietEnd);
  if (start === end) return false;
  let now: number;
  try {
    now = localMinutes(at, prefs.timeZone);
  } catch {
    now = localMinutes(at, "UTC");
  }
  return start < end ? now >= start && now < end : now >= start || now < end;
}
