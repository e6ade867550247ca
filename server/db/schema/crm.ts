import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A staff member's private calendar feed (iCalendar of their open reminders). Only the SHA-256 of the
 * URL's token is kept; revoking deletes the row, a new URL replaces it.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique("calendar_feeds_token_hash_unique"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A CSV import run: its progress while it works and its result after. */
export const leadImports = pgTable(
  "lead_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["running", "done", "failed"] }).notNull(),
    fileName: text("file_name"),
    totalRows: integer("total_rows").notNull().default(0),
    processedRows: integer("processed_rows").notNull().default(0),
    createdRows: integer("created_rows").notNull().default(0),
    errorRows: integer("error_rows").notNull().default(0),
    /** The first per-row errors (row number, column, message), capped. */
    errors: jsonb("errors").$type<{ row: number; column: string | null; message: string }[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("lead_imports_created_at_idx").on(t.createdAt)],
);
