/**
 * When a text may reach a seller (decision 038): 9:00-21:30 on weekdays, 10:00-18:00 on weekends, in the
 * recipient's time zone, from their province (the brokerage's when the lead has none). The immediate
 * acknowledgement of an inquiry the seller just made is the one exception (the caller decides).
 */
const WEEKDAY = { open: 9 * 60, close: 21 * 60 + 30 };
const WEEKEND = { open: 10 * 60, close: 18 * 60 };

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  minutes: number;
}

const weekdays: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall clock of `at` in `zone` (shared with the action plans' quiet hours, decision 039). */
export function localTime(at: Date, zone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: weekdays[parts.weekday as string] ?? 0,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant a local wall-clock time in `zone` names (the zone's offset at that instant, DST included). */
export function zonedInstant(year: number, month: number, day: number, minutes: number, zone: string): Date {
  const wall = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const seen = localTime(new Date(guess), zone);
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, Math.floor(seen.minutes / 60), seen.minutes % 60);
    guess += wall - seenWall;
  }
  return new Date(guess);
}

const windowOf = (weekday: number) => (weekday === 0 || weekday === 6 ? WEEKEND : WEEKDAY);

/** Null when `at` is inside the window in `zone`; otherwise when the next window opens. */
export function nextWindowOpening(at: Date, zone: string): Date | null {
  const local = localTime(at, zone);
  const today = windowOf(local.weekday);
  if (local.minutes >= today.open && local.minutes < today.close) return null;
  if (local.minutes < today.open) return zonedInstant(local.year, local.month, local.day, today.open, zone);
  // After today's close: tomorrow's opening (the calendar day after, in the zone).
  const tomorrow = new Date(Date.UTC(local.year, local.month - 1, local.day + 1));
  const open = windowOf(tomorrow.getUTCDay()).open;
  return zonedInstant(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), open, zone);
}
