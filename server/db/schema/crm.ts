import { customType, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ImportMapping } from "../../../contract/lead-import";
import { users } from "./users";

/** Bytes as PostgreSQL's bytea (node-postgres gives a Buffer, PGlite a Uint8Array: both are read as bytes). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

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

/**
 * The columns of a CSV import run: its progress while it works and its result after. While it runs it is
 * also a queue row (decision 019): the file and its mapping are kept until it ends, and any process claims
 * it (`attempts`, `next_attempt_at` as in the outbox tables), so an import cut by a stop or a crash goes on
 * from its last committed batch. Shared by the lead and the sold-home imports (`Mapping`: the file's).
 */
export const importJobColumns = <Mapping>() => ({
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
  /** The uploaded CSV and its column mapping, until the import ends. */
  file: bytea("file"),
  mapping: jsonb("mapping").$type<Mapping>(),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A CSV import of leads (decision 019). */
export const leadImports = pgTable("lead_imports", importJobColumns<ImportMapping>(), (t) => [
  index("lead_imports_created_at_idx").on(t.createdAt),
]);
