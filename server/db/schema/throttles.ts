import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per failed sign-in, kept 15 minutes: the throttle counts them per account and per client
 * IP across every process (decision 007). The account is kept as a SHA-256 of the lower-cased e-mail.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    accountHash: text("account_hash").notNull(),
    ip: text("ip").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sign_in_failures_account_idx").on(t.accountHash, t.failedAt),
    index("sign_in_failures_ip_idx").on(t.ip, t.failedAt),
    index("sign_in_failures_failed_at_idx").on(t.failedAt),
  ],
);

/** Fixed-window request counters shared by every process (the @fastify/rate-limit store). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_at_idx").on(t.resetAt)],
);
