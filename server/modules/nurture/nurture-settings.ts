import {
  defaultQuietHours,
  defaultScoreRules,
  type NurtureSettings,
  nurtureSettingsSchema,
  type QuietHours,
} from "../../../contract/nurture";
import type { Database } from "../../db/client";
import { getSetting, setSetting } from "../settings/settings.repository";

const SETTINGS_KEY = "nurture";

/** The score rules and quiet hours an admin tuned, or the defaults. */
export async function readNurtureSettings(db: Database): Promise<NurtureSettings> {
  const parsed = nurtureSettingsSchema.safeParse(await getSetting(db, SETTINGS_KEY));
  return parsed.success ? parsed.data : { scoreRules: defaultScoreRules, quietHours: defaultQuietHours };
}

export async function saveNurtureSettings(db: Database, value: NurtureSettings): Promise<void> {
  await setSetting(db, SETTINGS_KEY, value);
}

/** The hour and minute of `at` on the wall clock of `timeZone`. */
function localTime(at: Date, timeZone: string): { hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get("hour"), minute: get("minute"), second: get("second") };
}

/**
 * When the quiet hours around `at` end (the next `endHour:00` local time), or null when `at` is outside
 * them. A window that crosses midnight (21 → 8) is the usual case; start = end means no quiet hours.
 */
export function quietUntil(at: Date, quiet: QuietHours): Date | null {
  const { startHour, endHour, timeZone } = quiet;
  if (startHour === endHour) return null;
  const { hour, minute, second } = localTime(at, timeZone);
  const inside = startHour < endHour ? hour >= startHour && hour < endHour : hour >= startHour || hour < endHour;
  if (!inside) return null;
  const hoursLeft = (endHour - hour + 24) % 24;
  return new Date(at.getTime() + hoursLeft * 3_600_000 - minute * 60_000 - second * 1000 - at.getMilliseconds());
}
