import { isTimeZone } from "../../../contract/routing-rules";
import type { Database } from "../../db/client";
import { addressTimeZone } from "../../lib/time-zones";
import { getBrokerage, getSetting, setSetting } from "./settings.repository";

/** The setting holding the brokerage's time zone (an IANA name), set by admins in the Routing rules tab. */
const TIME_ZONE_KEY = "timeZone";

/**
 * The brokerage's one time zone (routing rules' days and hours, texting's window for a lead without a
 * province): the admins' setting when it names a zone, else the province in the brokerage's address, else
 * Toronto's.
 */
export async function brokerageTimeZone(db: Database): Promise<string> {
  const stored = await getSetting(db, TIME_ZONE_KEY);
  if (typeof stored === "string" && isTimeZone(stored)) return stored;
  return addressTimeZone((await getBrokerage(db)).address);
}

export async function setBrokerageTimeZone(db: Database, timeZone: string): Promise<void> {
  await setSetting(db, TIME_ZONE_KEY, timeZone);
}
