import {
  defaultQuietHours,
  defaultScoreRules,
  type NurtureSettings,
  nurtureSettingsSchema,
  type QuietHours,
} from "../../../contract/nurture";
import type { Database } from "../../db/client";
import { getSetting, setSetting } from "../settings/settings.service";
import { localTime, zonedInstant } from "../texting/index";

const SETTINGS_KEY = "nurture";

/** The score rules and quiet hours an admin tuned, or the defaults. */
export async function readNurtureSettings(db: Database): Promise<NurtureSettings> {
  const parsed = nurtureSettingsSchema.safeParse(await getSetting(db, SETTINGS_KEY));
  return parsed.success ? parsed.data : { scoreRules: defaultScoreRules, quietHours: defaultQuietHours };
}

export async function saveNurtureSettings(db: Database, value: NurtureSettings): Promise<void> {
  await setSetting(db, SETTINGS_KEY, value);
}

/**
 * When the quiet hours around `at` end (the next `endHour:00` local time, DST included), or null when `at`
 * is outside them. A window that crosses midnight (21 → 8) is the usual case; start = end means no quiet
 * hours. The wall-clock arithmetic is the texting window's (modules/texting/quiet-hours.ts).
 */
export function quietUntil(at: Date, quiet: QuietHours): Date | null {
  const { startHour, endHour, timeZone } = quiet;
  if (startHour === endHour) return null;
  const local = localTime(at, timeZone);
  const hour = Math.floor(local.minutes / 60);
  const inside = startHour < endHour ? hour >= startHour && hour < endHour : hour >= startHour || hour < endHour;
  if (!inside) return null;
  // Before the end hour it is today's; after the start hour of a window crossing midnight, tomorrow's.
  const day = hour < endHour ? local.day : local.day + 1;
  return zonedInstant(local.year, local.month, day, endHour * 60, timeZone);
}
