import type { Config } from "../../config";
import { defaultSettings } from "../../modules/settings/default-settings";
import type { Database } from "../client";
import { settings } from "../schema/index";
import { seedDemoClient } from "./demo-client";
import { seedDemoLeads } from "./demo-leads";
import { seedDemoSoldHomes } from "./demo-sold-homes";
import { seedDemoUsers } from "./demo-users";
import { seedGuides } from "./guides";

/** Seeds what a fresh database needs; idempotent, never overwrites what staff changed. Returns true when it wrote anything. */
export async function seedDatabase(db: Database, config: Config): Promise<boolean> {
  const inserted = await db
    .insert(settings)
    .values(Object.entries(defaultSettings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing()
    .returning({ key: settings.key });
  const guidesAdded = await seedGuides(db);
  const demoUsersAdded = config.demo ? await seedDemoUsers(db) : 0;
  if (config.demo) {
    // Decision 062: the demo shows the assistant at work on texts and the chat.
    await db
      .insert(settings)
      .values({ key: "assistant.modes", value: { text: "autopilot", chat: "autopilot", email: "off" } })
      .onConflictDoNothing();
    await seedDemoClient(db);
    await seedDemoLeads(db);
    await seedDemoSoldHomes(db);
  }
  return inserted.length > 0 || guidesAdded > 0 || demoUsersAdded > 0;
}
