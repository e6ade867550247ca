import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { leads } from "./leads";
import { agentPools } from "./pools";
import { users } from "./users";

/** A staff device that accepts Web Push (its `PushSubscription.toJSON()`), one row per device. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * The push outbox: one row per event and device. The payload is worded at delivery time from `type`,
 * `leadId` and the agent's language, so no seller name waits in this table. `eventKey` makes an event
 * land once per device whatever retries the caller makes.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    eventKey: text("event_key").notNull(),
    type: text("type").notNull(),
    leadId: text("lead_id"),
    /** `high` for new leads (offers, assignments, escalations), else `normal`. */
    urgency: text("urgency").notNull().default("normal"),
    ttlSeconds: integer("ttl_seconds").notNull().default(3600),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    responseStatus: integer("response_status"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_deliveries_event_unique").on(t.subscriptionId, t.eventKey),
    index("push_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Which events notify an agent, and their quiet hours (local times in their time zone). */
export const pushPreferences = pgTable("push_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The event types that notify; every type when the agent never chose. */
  events: jsonb("events").$type<string[]>().notNull(),
  /** "22:00" to "07:00"; both null when there are no quiet hours. */
  quietStart: text("quiet_start"),
  quietEnd: text("quiet_end"),
  timeZone: text("time_zone").notNull().default("America/Toronto"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The VAPID key pair made once when VAPID_* are not set, so every process of a fleet signs alike. */
export const pushVapidKeys = pgTable("push_vapid_keys", {
  id: integer("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A lead offered to a first-to-claim pool: the first member to claim it wins, else the fallback. */
export const leadOffers = pgTable(
  "lead_offers",
  {
    leadId: text("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    poolId: integer("pool_id").references(() => agentPools.id, { onDelete: "set null" }),
    offeredTo: jsonb("offered_to").$type<number[]>().notNull(),
    status: text("status", { enum: ["open", "claimed", "fallback"] })
      .notNull()
      .default("open"),
    claimedBy: integer("claimed_by").references(() => users.id, { onDelete: "set null" }),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("lead_offers_open_idx").on(t.status, t.expiresAt)],
);

/**
 * How far an assigned lead without a first contact has been escalated, for the assignment that started
 * at `assignedAt`: 1 = the agent was reminded, 2 = the managers were told.
 */
export const leadEscalations = pgTable("lead_escalations", {
  leadId: text("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  agentId: integer("agent_id"),
  assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull(),
  level: integer("level").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});
