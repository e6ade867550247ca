import { randomBytes } from "node:crypto";
import type { PlanStep } from "../../../contract/nurture";
import type { Database } from "../../db/client";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { findUserById, userDisplayName } from "../auth/users.service";
import { consentBlockReason } from "../consent/consent.service";
import type { LeadRow } from "../leads/index";
import { findLead } from "../leads/lead-records.service";
import { insertReminder } from "../reminders/reminders.service";
import { mayEmailSeller, setUnsubscribeToken } from "../sellers-guide/sellers-guide.service";
import { getBrokerage } from "../settings/settings.service";
import { textBlock, writeOutgoingText } from "../texting/texting.service";
import {
  type ActionPlanRow,
  claimDueRun,
  findPlan,
  insertStepRun,
  listPlans,
  type PlanRunRow,
  startRuleRuns,
  updateRun,
} from "./nurture.repository";
import { quietUntil, readNurtureSettings } from "./nurture-settings";
import { fillStepText, planStepEmail, stepLocale } from "./step-email";
import { stopReasonFor } from "./stop-conditions";
import { trackedLinkPath } from "./tracked-link";

export interface StepRunnerDeps {
  db: Database;
  publicUrl: string;
}

export interface StepRunResult {
  started: number;
  /** Steps done (e-mails written, tasks made, texts queued). */
  done: number;
  emails: number;
  stopped: number;
  held: number;
  /** Whether an active plan starts by a rule. */
  rulePlans: boolean;
}

const MAX_RUNS_PER_TICK = 200;
const newToken = () => randomBytes(24).toString("base64url");

/**
 * One tick of the nurture job (decision 039), as of `now`: rules start their plans for the leads they
 * match, then each due run is claimed in its own transaction (FOR UPDATE SKIP LOCKED), checked against
 * its stop conditions, and its step done with the run's move in that same transaction. A crash before the
 * commit leaves the step undone and the run due; a second process never sees a claimed run.
 */
export async function runNurtureTick(deps: StepRunnerDeps, now: Date): Promise<StepRunResult> {
  const result: StepRunResult = { started: 0, done: 0, emails: 0, stopped: 0, held: 0, rulePlans: false };
  for (const plan of await listPlans(deps.db)) {
    const first = plan.steps[0];
    if (!plan.active || plan.trigger.kind === "manual" || !first) continue;
    result.rulePlans = true;
    result.started += await startRuleRuns(deps.db, plan, plan.trigger, first.delayMinutes, now);
  }
  for (let i = 0; i < MAX_RUNS_PER_TICK; i++) {
    const outcome = await deps.db.transaction(async (tx) => {
      const run = await claimDueRun(tx, now);
      if (!run) return undefined;
      return runStep(tx, deps, run, now);
    });
    if (!outcome) break;
    if (outcome === "stopped") result.stopped++;
    else if (outcome === "held") result.held++;
    else {
      result.done++;
      if (outcome === "email") result.emails++;
    }
  }
  return result;
}

type StepOutcome = "stopped" | "held" | "email" | "task" | "text" | "skipped";

async function runStep(tx: Database, deps: StepRunnerDeps, run: PlanRunRow, now: Date): Promise<StepOutcome> {
  const lead = await findLead(tx, run.leadId);
  const plan = await findPlan(tx, run.planId);
  const stop = plan ? await stopReasonFor(tx, lead, run) : "plan_removed";
  if (stop || !lead || !plan) {
    await updateRun(tx, run.id, { status: "stopped", reason: stop, endedAt: now, nextDueAt: null, updatedAt: now });
    return "stopped";
  }
  const step = plan.steps[run.nextStep];
  if (!step) {
    await finish(tx, run, now);
    return "stopped";
  }
  if (step.kind !== "task") {
    // Quiet hours: a message to the seller waits for the morning (the run stays due then).
    const settings = await readNurtureSettings(tx);
    const until = quietUntil(now, settings.quietHours);
    if (until) {
      await updateRun(tx, run.id, { nextDueAt: until, updatedAt: now });
      return "held";
    }
  }
  let outcome: StepOutcome;
  if (step.kind === "email") {
    const sent = await emailStep(tx, deps, run, lead, step, now);
    if (sent === "held") return "held";
    outcome = sent;
  } else if (step.kind === "task") {
    await taskStep(tx, run, lead, step, now);
    outcome = "task";
  } else {
    outcome = await textStep(tx, run, lead, step, now);
    if (outcome === "held") return "held";
  }
  await advance(tx, run, plan, now);
  return outcome;
}

/** Consent is checked now, at send time: without it the run pauses ('consent') until staff resume it. */
async function emailStep(
  tx: Database,
  deps: StepRunnerDeps,
  run: PlanRunRow,
  lead: LeadRow,
  step: PlanStep,
  now: Date,
): Promise<"email" | "skipped" | "held"> {
  if (!mayEmailSeller(lead)) {
    await insertStepRun(tx, {
      runId: run.id,
      leadId: lead.id,
      step: run.nextStep,
      kind: "email",
      outcome: "skipped_no_address",
      at: now,
    });
    return "skipped";
  }
  const blocked = await consentBlockReason(tx, { to: lead.email as string, purpose: "inquiry", now });
  if (blocked) {
    await updateRun(tx, run.id, { status: "paused", reason: "consent", nextDueAt: null, updatedAt: now });
    return "held";
  }
  const unsubscribeToken = lead.unsubscribeToken ?? newToken();
  if (!lead.unsubscribeToken) await setUnsubscribeToken(tx, lead.id, unsubscribeToken);
  const linkToken = newToken();
  const agent = lead.agentId ? await findUserById(tx, lead.agentId) : undefined;
  await enqueueEmails(tx, [
    await planStepEmail({
      step,
      lead,
      agentName: agent ? userDisplayName(agent) : null,
      agentEmail: agent?.email ?? null,
      brokerage: await getBrokerage(tx),
      publicUrl: deps.publicUrl,
      linkUrl: `${deps.publicUrl}${trackedLinkPath(linkToken)}`,
      unsubscribeUrl: `${deps.publicUrl}/unsubscribe/${unsubscribeToken}`,
    }),
  ]);
  await insertStepRun(tx, {
    runId: run.id,
    leadId: lead.id,
    step: run.nextStep,
    kind: "email",
    outcome: "sent",
    linkToken,
    at: now,
  });
  return "email";
}

/** A task: a reminder on the lead for its agent, due now. */
async function taskStep(tx: Database, run: PlanRunRow, lead: LeadRow, step: PlanStep, now: Date): Promise<void> {
  const lang = stepLocale(lead) === "fr-CA" ? "fr" : "en";
  const agent = lead.agentId ? await findUserById(tx, lead.agentId) : undefined;
  const values = { firstName: lead.fullName?.split(" ")[0] ?? "", agentName: agent ? userDisplayName(agent) : "" };
  await insertReminder(tx, {
    leadId: lead.id,
    userId: lead.agentId,
    title: fillStepText(step.subject[lang], values).slice(0, 200),
    dueDate: now,
  });
  await insertStepRun(tx, {
    runId: run.id,
    leadId: lead.id,
    step: run.nextStep,
    kind: "task",
    outcome: "task_created",
    at: now,
  });
}

async function textStep(
  tx: Database,
  run: PlanRunRow,
  lead: LeadRow,
  step: PlanStep,
  now: Date,
): Promise<"text" | "skipped" | "held"> {
  if (!lead.phoneE164) {
    await insertStepRun(tx, {
      runId: run.id,
      leadId: lead.id,
      step: run.nextStep,
      kind: "text",
      outcome: "skipped_no_phone",
      at: now,
    });
    return "skipped";
  }
  const lang = stepLocale(lead) === "fr-CA" ? "fr" : "en";
  const agent = lead.agentId ? await findUserById(tx, lead.agentId) : undefined;
  const body = fillStepText(step.body[lang], {
    firstName: lead.fullName?.split(" ")[0] ?? "",
    agentName: agent ? userDisplayName(agent) : "",
  });
  // The texting outbox (decision 038) checks CASL and the seller's window again when it sends; one text per
  // run and step whatever retries happen (its idempotency key).
  const queued =
    !(await textBlock(tx, lead.phoneE164, now)) &&
    (await writeOutgoingText(tx, {
      lead,
      body,
      kind: "agent",
      authorId: null,
      idempotencyKey: `plan:${run.id}:${run.nextStep}`,
      quietHours: "respect",
      now,
      brokerage: await getBrokerage(tx),
    })) !== null;
  if (!queued) {
    await updateRun(tx, run.id, { status: "paused", reason: "consent", nextDueAt: null, updatedAt: now });
    return "held";
  }
  await insertStepRun(tx, {
    runId: run.id,
    leadId: lead.id,
    step: run.nextStep,
    kind: "text",
    outcome: "queued_text",
    at: now,
  });
  return "text";
}

async function advance(tx: Database, run: PlanRunRow, plan: ActionPlanRow, now: Date): Promise<void> {
  const next = run.nextStep + 1;
  const nextStep = plan.steps[next];
  if (!nextStep) {
    await finish(tx, { ...run, nextStep: next }, now);
    return;
  }
  await updateRun(tx, run.id, {
    nextStep: next,
    nextDueAt: new Date(now.getTime() + nextStep.delayMinutes * 60_000),
    updatedAt: now,
  });
}

async function finish(tx: Database, run: PlanRunRow, now: Date): Promise<void> {
  await updateRun(tx, run.id, {
    status: "completed",
    reason: "completed",
    nextStep: run.nextStep,
    nextDueAt: null,
    endedAt: now,
    updatedAt: now,
  });
}
