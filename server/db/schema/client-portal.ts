import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { type ClientActivityParams, clientActivityCodes } from "../../../contract/client-activity";
import { documentKinds, documentTypes, offerStatuses } from "../../../contract/client-offers";
import { bytea } from "./crm";
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

/**
 * An offer received on the client's home, as their agent records it (decision 029). Amounts in cents.
 * Personal data of the client: in their export, deleted when they are erased.
 */
export const clientOffers = pgTable(
  "client_offers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    depositCents: bigint("deposit_cents", { mode: "number" }),
    conditions: text("conditions").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    status: text("status", { enum: offerStatuses }).notNull(),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_offers_client_idx").on(t.clientId, t.createdAt)],
);

/**
 * A file the agent shares with the client (listing agreement, disclosures, market analysis). The bytes stay
 * in the database, never at a public address: only the client and staff may download them (decision 029).
 */
export const clientDocuments = pgTable(
  "client_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: documentKinds }).notNull(),
    title: text("title").notNull(),
    mime: text("mime", { enum: documentTypes }).notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    sharedBy: integer("shared_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_documents_client_idx").on(t.clientId, t.createdAt)],
);
