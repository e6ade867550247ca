import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { type ClientActivityParams, clientActivityCodes } from "../../../contract/client-activity";
import { users } from "./users";

/** The thread between a client and their agent (any staff member may answer for the brokerage). */
export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_client_idx").on(t.clientId, t.createdAt)],
);

export const clientChecklist = pgTable(
  "client_checklist",
  {
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskId: text("task_id").notNull(),
    completed: boolean("completed").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "client_checklist_pk", columns: [t.clientId, t.taskId] })],
);

export const clientActivity = pgTable(
  "client_activity",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** As the server wrote it in English, for the person export; screens word `code` instead (decision 017). */
    activity: text("activity").notNull(),
    actor: text("actor").notNull(),
    /** What happened, as a code of contract/client-activity.ts; null on a row written before codes. */
    code: text("code", { enum: clientActivityCodes }),
    /** The code's parameters (a checklist task's id). */
    params: jsonb("params").$type<ClientActivityParams>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_activity_client_idx").on(t.clientId, t.createdAt)],
);
