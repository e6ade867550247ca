import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { PlanStopReason, PlanTrigger, SignalKind } from "../../../contract/nurture";
import type { Database } from "../../db/client";
import {
  actionPlanRuns,
  actionPlanStepRuns,
  actionPlans,
  emailOutbox,
  engagementSignals,
  leadContacts,
  leadHistory,
  leads,
  sellersGuides,
} from "../../db/schema/index";
import { rowsOf } from "../../lib/query-rows";

export type ActionPlanRow = typeof actionPlans.$inferSelect;
export type PlanRunRow = typeof actionPlanRuns.$inferSelect;
export type SignalRow = typeof engagementSignals.$inferSelect;

// --- plans -------------------------------------------------------------------------------------------

export function listPlans(db: Database): Promise<ActionPlanRow[]> {
  return db.select().from(actionPlans).orderBy(asc(actionPlans.id));
}

export async function findPlan(db: Database, id: number): Promise<ActionPlanRow | undefined> {
  const [row] = await db.select().from(actionPlans).where(eq(actionPlans.id, id));
  return row;
}

export async function insertPlan(db: Database, values: typeof actionPlans.$inferInsert): Promise<ActionPlanRow> {
  const [row] = await db.insert(actionPlans).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updatePlan(
  db: Database,
  id: number,
  values: Partial<typeof actionPlans.$inferInsert>,
): Promise<ActionPlanRow | undefined> {
  const [row] = await db.update(actionPlans).set(values).where(eq(actionPlans.id, id)).returning();
  return row;
}

export async function deletePlan(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(actionPlans).where(eq(actionPlans.id, id)).returning({ id: actionPlans.id });
  return deleted.length > 0;
}

// --- runs --------------------------------------------------------------------------------------------

/** Starts a run unless the lead already runs this plan (the open-run unique index); undefined then. */
export async function insertRun(
  db: Database,
  values: { leadId: string; planId: number; nextDueAt: Date; startedBy: number | null; startedAt: Date },
): Promise<PlanRunRow | undefined> {
  const [row] = await db
    .insert(actionPlanRuns)
    .values({ ...values, updatedAt: values.startedAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Starts a rule's plan for every lead it matches that never ran this plan (once per lead and plan, ever):
 * finished leads, not erased, not unsubscribed, not represented, that came in (or reached the stage) after
 * the plan was made. Safe on a fleet: the open-run unique index drops a second process's insert.
 */
export async function startRuleRuns(
  db: Database,
  plan: ActionPlanRow,
  trigger: Exclude<PlanTrigger, { kind: "manual" }>,
  firstDelayMinutes: number,
  now: Date,
): Promise<number> {
  let condition: ReturnType<typeof sql>;
  if (trigger.kind === "timeframe") {
    condition = sql`l.moving_timeframe IN ${trigger.timeframes}
      AND (${trigger.leadType}::text IS NULL OR l.type = ${trigger.leadType})
      AND l.submitted_at >= ${plan.createdAt.toISOString()}::timestamptz`;
  } else if (trigger.kind === "no_answer") {
    condition = sql`l.type = ${trigger.leadType} AND l.first_contact_at IS NULL
      AND l.submitted_at <= ${now.toISOString()}::timestamptz - (${trigger.days} * interval '1 day')
      AND l.submitted_at >= ${plan.createdAt.toISOString()}::timestamptz - (${trigger.days} * interval '1 day')`;
  } else {
    condition = sql`l.stage = ${trigger.stage} AND l.updated_at >= ${plan.createdAt.toISOString()}::timestamptz`;
  }
  const result = await db.execute(sql`
    INSERT INTO action_plan_runs (lead_id, plan_id, next_due_at, started_at, updated_at)
    SELECT l.id, ${plan.id}, ${now.toISOString()}::timestamptz + (${firstDelayMinutes} * interval '1 minute'),
           ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    FROM leads l
    WHERE ${condition}
      AND l.submitted_at IS NOT NULL AND l.erased_at IS NULL AND NOT l.do_not_email
      AND l.working_with_realtor IS NOT TRUE
      AND l.stage NOT IN ('listing_signed', 'under_contract', 'sold', 'lost', 'do_not_contact')
      AND NOT EXISTS (SELECT 1 FROM action_plan_runs r WHERE r.lead_id = l.id AND r.plan_id = ${plan.id})
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return rowsOf<unknown>(result).length;
}

/**
 * Claims one due run for this transaction (FOR UPDATE SKIP LOCKED): another process skips it, and the
 * lock holds until the step's writes commit with the run's move, so a step is done once.
 */
export async function claimDueRun(tx: Database, now: Date): Promise<PlanRunRow | undefined> {
  const [row] = await tx
    .select()
    .from(actionPlanRuns)
    .where(and(eq(actionPlanRuns.status, "active"), sql`${actionPlanRuns.nextDueAt} <= ${now.toISOString()}`))
    .orderBy(asc(actionPlanRuns.nextDueAt), asc(actionPlanRuns.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

export async function findRunForUpdate(tx: Database, leadId: string, runId: number): Promise<PlanRunRow | undefined> {
  const [row] = await tx
    .select()
    .from(actionPlanRuns)
    .where(and(eq(actionPlanRuns.id, runId), eq(actionPlanRuns.leadId, leadId)))
    .for("update");
  return row;
}

export async function updateRun(
  db: Database,
  id: number,
  values: Partial<typeof actionPlanRuns.$inferInsert>,
): Promise<PlanRunRow> {
  const [row] = await db.update(actionPlanRuns).set(values).where(eq(actionPlanRuns.id, id)).returning();
  if (!row) throw new Error("run vanished");
  return row;
}

/** Stops every open run of these leads (a reply, an erasure); returns how many. */
export async function stopOpenRuns(
  db: Database,
  leadIds: string[],
  reason: PlanStopReason,
  now: Date,
): Promise<number> {
  if (leadIds.length === 0) return 0;
  const stopped = await db
    .update(actionPlanRuns)
    .set({ status: "stopped", reason, endedAt: now, nextDueAt: null, updatedAt: now })
    .where(and(inArray(actionPlanRuns.leadId, leadIds), inArray(actionPlanRuns.status, ["active", "paused"])))
    .returning({ id: actionPlanRuns.id });
  return stopped.length;
}

/** Pauses a lead's active runs (decision 052: a long call); returns how many were paused. */
export async function pauseActiveRuns(db: Database, leadId: string, reason: PlanStopReason, now: Date) {
  const paused = await db
    .update(actionPlanRuns)
    .set({ status: "paused", reason, updatedAt: now })
    .where(and(eq(actionPlanRuns.leadId, leadId), eq(actionPlanRuns.status, "active")))
    .returning({ id: actionPlanRuns.id });
  return paused.length;
}

export function listRunsOfLead(db: Database, leadId: string) {
  return db
    .select({ run: actionPlanRuns, plan: actionPlans })
    .from(actionPlanRuns)
    .innerJoin(actionPlans, eq(actionPlans.id, actionPlanRuns.planId))
    .where(eq(actionPlanRuns.leadId, leadId))
    .orderBy(desc(actionPlanRuns.startedAt), desc(actionPlanRuns.id));
}

export async function insertStepRun(db: Database, values: typeof actionPlanStepRuns.$inferInsert): Promise<void> {
  await db.insert(actionPlanStepRuns).values(values);
}

export function listStepRunsOfLead(db: Database, leadId: string) {
  return db
    .select()
    .from(actionPlanStepRuns)
    .where(eq(actionPlanStepRuns.leadId, leadId))
    .orderBy(asc(actionPlanStepRuns.at));
}

export async function findStepRunByLink(db: Database, token: string) {
  const [row] = await db.select().from(actionPlanStepRuns).where(eq(actionPlanStepRuns.linkToken, token));
  return row;
}

// --- what stops a run --------------------------------------------------------------------------------

/**
 * The history codes after `since` that stop a plan: a logged contact, a seller's text reply, a stage
 * change (the caller reads its target). Read from the history table so no module has to call this one.
 */
export async function historySince(db: Database, leadId: string, since: Date) {
  return db
    .select({ code: leadHistory.code, params: leadHistory.params })
    .from(leadHistory)
    .where(
      and(
        eq(leadHistory.leadId, leadId),
        gte(leadHistory.createdAt, since),
        sql`${leadHistory.code} IN ('contact_logged', 'text.received', 'stage_changed')`,
      ),
    );
}

/** True when the lead's consent (any purpose) was withdrawn after `since`. */
export async function withdrawnSince(db: Database, leadId: string, since: Date): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM consent_events
    WHERE lead_id = ${leadId} AND action = 'withdrawn' AND occurred_at >= ${since.toISOString()}::timestamptz
    LIMIT 1`);
  return rowsOf<unknown>(result).length > 0;
}

/** The leads whose e-mail (folded) is this address, newest first: an inbound reply's sender. */
export async function findLeadIdsByEmail(db: Database, email: string): Promise<string[]> {
  const found = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(sql`lower(btrim(${leads.email})) = ${email.trim().toLowerCase()}`, sql`${leads.erasedAt} IS NULL`))
    .orderBy(desc(leads.createdAt));
  return found.map((r) => r.id);
}

/** The lead's newest guide token, for an e-mail step's link. */
export async function latestGuideToken(db: Database, leadId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: sellersGuides.token })
    .from(sellersGuides)
    .where(eq(sellersGuides.leadId, leadId))
    .orderBy(desc(sellersGuides.createdAt))
    .limit(1);
  return row?.token;
}

export async function findGuideLead(db: Database, token: string) {
  const [row] = await db
    .select({
      leadId: sellersGuides.leadId,
      createdAt: sellersGuides.createdAt,
      sectionCount: sql<number>`coalesce(jsonb_array_length(${sellersGuides.content}->'sections'), 0)`.mapWith(Number),
    })
    .from(sellersGuides)
    .where(eq(sellersGuides.token, token));
  return row;
}

// --- signals -----------------------------------------------------------------------------------------

export async function insertSignal(
  db: Database,
  values: { leadId: string; kind: SignalKind | "visit"; strong: boolean; occurredAt: Date; sectionCount?: number },
): Promise<SignalRow> {
  const [row] = await db.insert(engagementSignals).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export function listSignalsOfLead(db: Database, leadId: string, since?: Date) {
  return db
    .select()
    .from(engagementSignals)
    .where(and(eq(engagementSignals.leadId, leadId), since ? gte(engagementSignals.occurredAt, since) : undefined))
    .orderBy(desc(engagementSignals.occurredAt), desc(engagementSignals.id));
}

export async function markSignalNotified(db: Database, id: number, at: Date): Promise<void> {
  await db.update(engagementSignals).set({ notifiedAt: at }).where(eq(engagementSignals.id, id));
}

/** Signal counts (not visits) of the last 30 days, per lead, for scores. */
export async function recentSignalCounts(db: Database, leadIds: string[], now: Date): Promise<Map<string, number>> {
  if (leadIds.length === 0) return new Map();
  const found = await db
    .select({ leadId: engagementSignals.leadId, n: sql<number>`count(*)::int` })
    .from(engagementSignals)
    .where(
      and(
        inArray(engagementSignals.leadId, leadIds),
        sql`${engagementSignals.kind} <> 'visit'`,
        gte(engagementSignals.occurredAt, new Date(now.getTime() - 30 * 86_400_000)),
      ),
    )
    .groupBy(engagementSignals.leadId);
  return new Map(found.map((r) => [r.leadId, r.n]));
}

/** Leads that answered a text (a `text.received` history row). */
export async function leadsWithTextReply(db: Database, leadIds: string[]): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const found = await db
    .selectDistinct({ leadId: leadHistory.leadId })
    .from(leadHistory)
    .where(and(inArray(leadHistory.leadId, leadIds), sql`${leadHistory.code} = 'text.received'`));
  return new Set(found.map((r) => r.leadId));
}

/** The call list's candidates: open, finished leads (of one agent, or all). */
export function callListCandidates(db: Database, agentId: number | null) {
  return db
    .select()
    .from(leads)
    .where(
      and(
        sql`${leads.submittedAt} IS NOT NULL`,
        sql`${leads.erasedAt} IS NULL`,
        sql`${leads.stage} NOT IN ('listing_signed', 'under_contract', 'sold', 'lost', 'do_not_contact')`,
        agentId === null ? undefined : eq(leads.agentId, agentId),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(500);
}

/** The newest logged contact per lead. */
export async function lastContactAt(db: Database, leadIds: string[]): Promise<Map<string, Date>> {
  if (leadIds.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT lead_id, max(created_at) AS at FROM lead_contacts
    WHERE lead_id IN ${leadIds} GROUP BY lead_id`);
  return new Map(rowsOf<{ lead_id: string; at: string | Date }>(result).map((r) => [r.lead_id, new Date(r.at)]));
}

/** The person export: a lead's runs, steps done and signals. */
export async function nurtureRowsOfLeads(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return { planRuns: [], planSteps: [], signals: [] };
  return {
    planRuns: await db.select().from(actionPlanRuns).where(inArray(actionPlanRuns.leadId, leadIds)),
    planSteps: await db.select().from(actionPlanStepRuns).where(inArray(actionPlanStepRuns.leadId, leadIds)),
    signals: await db.select().from(engagementSignals).where(inArray(engagementSignals.leadId, leadIds)),
  };
}

/** Erasure: the signals go, the runs stop, the step links stop working. */
export async function eraseNurtureOfLeads(db: Database, leadIds: string[], now: Date): Promise<void> {
  if (leadIds.length === 0) return;
  await db.delete(engagementSignals).where(inArray(engagementSignals.leadId, leadIds));
  await db.update(actionPlanStepRuns).set({ linkToken: null }).where(inArray(actionPlanStepRuns.leadId, leadIds));
  await stopOpenRuns(db, leadIds, "erased", now);
}

/** Retention: signals older than `before` go. */
export async function deleteSignalsBefore(db: Database, before: string): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM engagement_signals WHERE occurred_at < ${before}::timestamptz RETURNING id`,
  );
  return rowsOf<unknown>(result).length;
}

/** The topic of the lead's newest guide. */
export async function latestGuideTopic(db: Database, leadId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ topic: sellersGuides.topic })
    .from(sellersGuides)
    .where(eq(sellersGuides.leadId, leadId))
    .orderBy(desc(sellersGuides.createdAt))
    .limit(1);
  return row?.topic ?? undefined;
}

/** The lead's newest logged contact. */
/** When the agent's brief (or another staff message) last went to the seller by e-mail, or null. */
export async function latestAgentEmailAt(db: Database, leadId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.leadId, leadId), eq(emailOutbox.kind, "agent_message")))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  return row?.at ?? null;
}

export async function latestContactOf(db: Database, leadId: string) {
  const [row] = await db
    .select({ channel: leadContacts.channel, outcome: leadContacts.outcome, at: leadContacts.createdAt })
    .from(leadContacts)
    .where(eq(leadContacts.leadId, leadId))
    .orderBy(desc(leadContacts.createdAt), desc(leadContacts.id))
    .limit(1);
  return row;
}
