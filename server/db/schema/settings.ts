import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Key/value settings changed by admins at run time (brokerage identity, lead-flow variant, ...). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
