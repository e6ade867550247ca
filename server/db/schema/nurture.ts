import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PlanStep, PlanTrigger } from "../../../contract/nurture";
import { leads } from "./leads";
import { users } from "./users";

/**
 * An action plan (decision 039): ordered steps (e-mail, text, task) with delays, in both languages, and the
 * rule that starts it (or none: started by hand). Steps are a list edited as a whole; a run keeps its
 * place by index.
 */
export const actionPlans = pgTable("action_plans", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  active: boolean("active").notNull().default(true),
  trigger: jsonb("trigger").$type<PlanTrigger>().notNull(),
  steps: jsonb("steps").$type<PlanStep[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One plan running for one lead. The step runner claims due rows (`status = 'active' AND next_due_at <=
 * now`) with FOR UPDATE SKIP LOCKED and, in the same transaction, writes the step's e-mail/task, its row in
 * `action_plan_step_runs` (unique per run and step) and moves the run on: a step is done exactly once.
 */
export const actionPlanRuns = pgTable(
  "action_plan_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => actionPlans.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["active", "paused", "stopped", "completed"] })
      .notNull()
      .default("active"),
    /** Index of the next step in the plan's list. */
    nextStep: integer("next_step").notNull().default(0),
    nextDueAt: timestamp("next_due_at", { withTimezone: true }),
    /** Why it stopped or paused (a code: reply_text, reply_email, contact_logged, form_again, ...). */
    reason: text("reason"),
    startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("action_plan_runs_due_idx").on(t.nextDueAt).where(sql`status = 'active'`),
    index("action_plan_runs_lead_idx").on(t.leadId),
    // A lead runs a plan once at a time.
    uniqueIndex("action_plan_runs_open_unique").on(t.leadId, t.planId).where(sql`status IN ('active', 'paused')`),
  ],
);

/** A step done (or held back) for a run: the unique (run, step) is the last guard against a double send. */
export const actionPlanStepRuns = pgTable(
  "action_plan_step_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    runId: integer("run_id")
      .notNull()
      .references(() => actionPlanRuns.id, { onDelete: "cascade" }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    kind: text("kind").notNull(),
    /** sent | task_created | queued_text | skipped_no_address */
    outcome: text("outcome").notNull(),
    /** The random token of the step's tracked link (an e-mail step), else null. */
    linkToken: text("link_token"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("action_plan_step_runs_unique").on(t.runId, t.step),
    uniqueIndex("action_plan_step_runs_link_unique").on(t.linkToken),
    index("action_plan_step_runs_lead_idx").on(t.leadId),
  ],
);

/**
 * First-party engagement signals (decision 039): a guide opened again, its sections read, a followed e-mail
 * link, a return after 14 days, several visits in a week, a second form. No third-party tracker, no IP or browser kept.
 */
export const engagementSignals = pgTable(
  "engagement_signals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    strong: boolean("strong").notNull().default(false),
    /** 'sections_read' only: how many of the guide's sections the seller read in that visit; else null. */
    sectionCount: integer("section_count"),
    /** When the agent was told (strong signals only); null when nobody was. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("engagement_signals_lead_idx").on(t.leadId, t.occurredAt)],
);
