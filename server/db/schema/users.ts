import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** 'agent' for staff of any role, 'client' for sellers with a portal account. */
    userType: text("user_type", { enum: ["agent", "client"] }).notNull(),
    /** Stored lower-cased; unique across both kinds of account. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    fullName: text("full_name"),
    phone: text("phone"),
    /** Staff role; null for clients. */
    role: text("role", { enum: ["admin", "manager", "agent"] }),
    /** A client's own agent. */
    agentId: integer("agent_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** A client's own lead (their seller's guide and history come from it). */
    leadId: text("lead_id"),
    /** The language of the user's screens and e-mails (decision 017, contract/locale.ts), chosen in their profile. */
    locale: text("locale").notNull().default("en-CA"),
    isActive: boolean("is_active").notNull().default(true),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`), index("users_agent_id_idx").on(t.agentId)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);
