import {
  type ActionPlan,
  type ActionPlanInput,
  actionPlanInputSchema,
  type PlanRun,
  type PlanStopReason,
} from "../../../contract/nurture";
import type { Database } from "../../db/client";
import { httpError } from "../../lib/http-error";
import { requireLead } from "../leads/leads-staff.service";
import {
  type ActionPlanRow,
  deletePlan,
  findLeadIdsByEmail,
  findPlan,
  findRunForUpdate,
  insertPlan,
  insertRun,
  listPlans,
  listRunsOfLead,
  listStepRunsOfLead,
  type PlanRunRow,
  stopOpenRuns,
  updatePlan,
  updateRun,
} from "./nurture.repository";

export const planNotFound = () => httpError("action_plan_not_found", {});
const runNotFound = () => httpError("plan_run_not_found", {});

export function toPlan(row: ActionPlanRow): ActionPlan {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    trigger: row.trigger,
    steps: row.steps,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listActionPlans(db: Database): Promise<ActionPlan[]> {
  return (await listPlans(db)).map(toPlan);
}

export async function getActionPlan(db: Database, id: number): Promise<ActionPlan> {
  const row = await findPlan(db, id);
  if (!row) throw planNotFound();
  return toPlan(row);
}

export async function createActionPlan(db: Database, input: ActionPlanInput, now: Date): Promise<ActionPlan> {
  const value = actionPlanInputSchema.parse(input);
  return toPlan(await insertPlan(db, { ...value, createdAt: now, updatedAt: now }));
}

export async function updateActionPlan(db: Database, id: number, input: ActionPlanInput, now: Date) {
  const value = actionPlanInputSchema.parse(input);
  const row = await updatePlan(db, id, { ...value, updatedAt: now });
  if (!row) throw planNotFound();
  return toPlan(row);
}

export async function removeActionPlan(db: Database, id: number): Promise<void> {
  if (!(await deletePlan(db, id))) throw planNotFound();
}

/** Staff start a plan on a lead by hand; its first step is due after the first delay. */
export async function startPlanByHand(db: Database, leadId: string, planId: number, userId: number, now: Date) {
  await requireLead(db, leadId);
  const plan = await findPlan(db, planId);
  const first = plan?.steps[0];
  if (!plan || !first) throw planNotFound();
  const run = await insertRun(db, {
    leadId,
    planId,
    startedBy: userId,
    startedAt: now,
    nextDueAt: new Date(now.getTime() + first.delayMinutes * 60_000),
  });
  if (!run) throw httpError("plan_already_running", {});
  return run;
}

/**
 * Pause, resume or stop a run. A resumed run's step is due at once if its time has passed, else at its
 * time; resuming checks consent and the stop conditions again before anything is sent.
 */
export async function actOnRun(
  db: Database,
  leadId: string,
  runId: number,
  action: "pause" | "resume" | "stop",
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const run = await findRunForUpdate(tx, leadId, runId);
    if (!run) throw runNotFound();
    if (run.status === "stopped" || run.status === "completed") {
      throw httpError("plan_run_ended", {});
    }
    if (action === "pause") {
      await updateRun(tx, run.id, { status: "paused", reason: "staff", updatedAt: now });
    } else if (action === "stop") {
      await updateRun(tx, run.id, {
        status: "stopped",
        reason: "staff",
        nextDueAt: null,
        endedAt: now,
        updatedAt: now,
      });
    } else {
      await updateRun(tx, run.id, {
        status: "active",
        reason: null,
        nextDueAt: run.nextDueAt && run.nextDueAt > now ? run.nextDueAt : now,
        updatedAt: now,
      });
    }
  });
}

/** The lead's runs with their next step, for the lead page. */
export async function runsOfLead(db: Database, leadId: string): Promise<PlanRun[]> {
  const rows = await listRunsOfLead(db, leadId);
  const steps = await listStepRunsOfLead(db, leadId);
  return rows.map(({ run, plan }) => toRun(run, plan, steps.filter((s) => s.runId === run.id).length));
}

function toRun(run: PlanRunRow, plan: ActionPlanRow, stepsDone: number): PlanRun {
  const open = run.status === "active" || run.status === "paused";
  const next = open ? plan.steps[run.nextStep] : undefined;
  return {
    id: run.id,
    leadId: run.leadId,
    planId: plan.id,
    planName: plan.name,
    status: run.status,
    nextStep: next ? run.nextStep : null,
    nextStepKind: next?.kind ?? null,
    nextStepTitle: next ? next.subject : null,
    nextDueAt: next && run.nextDueAt ? run.nextDueAt.toISOString() : null,
    stepsTotal: plan.steps.length,
    stepsDone,
    reason: (run.reason as PlanStopReason | null) ?? null,
    startedAt: run.startedAt.toISOString(),
  };
}

/**
 * An inbound e-mail (a mail provider's webhook): the seller replied, so every open plan of the leads with
 * that sender address stops. Nothing of the message is kept. Returns how many runs stopped.
 */
export async function stopPlansOnEmailReply(db: Database, from: string, now: Date): Promise<number> {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const leadIds = await findLeadIdsByEmail(db, address);
  return stopOpenRuns(db, leadIds, "email_reply", now);
}

/** A seller's e-mail reply that names its lead (issue 45: its reply address or its thread): the lead's open plans stop. */
export async function stopPlansOnLeadReply(db: Database, leadId: string, now: Date): Promise<number> {
  return stopOpenRuns(db, [leadId], "email_reply", now);
}
