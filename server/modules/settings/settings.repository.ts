import { eq } from "drizzle-orm";
import { type Brokerage, brokerageSchema } from "../../../contract/settings";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema/index";
import { defaultSettings } from "./default-settings";

export async function getSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** The brokerage identity shown in the footer and in e-mails; the defaults fill anything unset or invalid. */
export async function getBrokerage(db: Database): Promise<Brokerage> {
  const parsed = brokerageSchema.safeParse(await getSetting(db, "brokerage"));
  return parsed.success ? parsed.data : { ...defaultSettings.brokerage };
}

/** Writes one setting, replacing its value if it has one. */
export async function setSetting(db: Database, key: string, value: unknown, now = new Date()): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
