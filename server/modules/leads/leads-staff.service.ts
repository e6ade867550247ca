import type { UpdateLeadInput } from "../../../contract/crm";
import { historyText } from "../../../contract/history-codes";
import { type PipelineStage, stageLabels } from "../../../contract/pipeline";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { fieldError, httpError } from "../../lib/http-error";
import type { StaffRole } from "../../plugins/access";
import { enqueueStageConversion } from "../ads/conversions.service";
import { findUserById, isActiveAgent, userDisplayName, userLocale } from "../auth/users.service";
import { withdrawOffer } from "../claims/claims.service";
import { displayValue, insertHistory, type NewHistoryRow } from "../history/history.service";
import { notifyStaff } from "../push/index";
import { getBrokerage } from "../settings/settings.service";
import { enqueueWebhookEvent } from "../webhooks/webhook-events.service";
import { assignmentEmail } from "./assignment-email";
import type { LeadRow, LeadValues } from "./leads.mapping";
import { findLead, findLeadForUpdate, updateLead } from "./leads.repository";
import { toE164 } from "./phone";
import { isRepresented } from "./speed-to-lead";

export const leadNotFound = () => httpError("lead_not_found", {});

export async function requireLead(db: Database, id: string): Promise<LeadRow> {
  const lead = await findLead(db, id);
  if (!lead) throw leadNotFound();
  return lead;
}

async function agentLabel(db: Database, agentId: number | null): Promise<string | null> {
  if (agentId === null) return null;
  const agent = await findUserById(db, agentId);
  return agent ? userDisplayName(agent) : `Agent #${agentId}`;
}

/** Empty strings from a form mean "no value". */
function normalise(input: UpdateLeadInput): LeadValues {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key === "mortgageAmount") values[key] = value === null ? null : String(value);
    else values[key] = value === "" ? null : value;
  }
  return values as LeadValues;
}

function same(key: string, before: unknown, after: unknown): boolean {
  if (key === "mortgageAmount")
    return (before === null ? null : Number(before)) === (after === null ? null : Number(after));
  return (before ?? null) === (after ?? null);
}

/** Who made an edit: a signed-in staff member (with their role), or an integration through its API key. */
export type LeadEditor = { userId: number; role?: StaffRole | null } | { apiKeyName: string };

export const representedStageLocked = () => httpError("represented_seller_locked", {});

/**
 * The pipeline rule (decision 019): a represented seller in 'Do not contact' stays there unless a manager
 * or an admin moves them. Throws when `by` may not move `lead` to `stage`.
 */
export function checkStageMove(lead: LeadRow, stage: PipelineStage, by: LeadEditor): void {
  if (lead.stage !== "do_not_contact" || stage === "do_not_contact" || !isRepresented(lead)) return;
  const role = "role" in by ? by.role : null;
  if (role !== "admin" && role !== "manager") throw representedStageLocked();
}

/** A move past New is a first contact when nothing reached the seller before ('Do not contact' is not). */
export function stageCountsAsContact(stage: PipelineStage): boolean {
  return stage !== "new" && stage !== "do_not_contact";
}

/**
 * The one place a stage change goes out, in its transaction, whoever made it (a staff edit, `/api/v1`, a
 * logged contact): the `lead.stage_changed` webhook and, for a lead from Meta Lead Ads, its Conversions API
 * event (decision 055). `lead` is the lead as saved, at its new stage.
 */
export async function announceStageChange(
  tx: Database,
  lead: LeadRow,
  previousStage: PipelineStage,
  changedBy: "staff" | "api",
  at: Date = new Date(),
): Promise<void> {
  await enqueueWebhookEvent(tx, "lead.stage_changed", lead, { stage: lead.stage, previousStage, changedBy });
  await enqueueStageConversion(tx, lead, lead.stage, at);
}

/**
 * Applies a staff (or API) edit and, in the same transaction, one history row per changed field:
 * 'assignment' for agentId, 'status_change' for status, 'edit' for the rest, and the `lead.updated` /
 * `lead.assigned` webhooks. Unchanged fields are neither written nor logged.
 */
export async function updateLeadAsStaff(
  db: Database,
  id: string,
  input: UpdateLeadInput,
  editor: number | LeadEditor,
  publicUrl: string,
): Promise<{ lead: LeadRow; queuedEmails: boolean }> {
  const by: LeadEditor = typeof editor === "number" ? { userId: editor } : editor;
  const userId = "userId" in by ? by.userId : null;
  const notes = "apiKeyName" in by ? `Changed through the API key "${by.apiKeyName}"` : undefined;
  return db.transaction(async (tx) => {
    const lead = await findLeadForUpdate(tx, id);
    if (!lead) throw leadNotFound();
    const values = normalise(input);
    if (values.agentId !== undefined && values.agentId !== null) {
      if (!(await isActiveAgent(tx, values.agentId))) throw fieldError("unknown_agent", {}, "body.agentId");
    }
    if (values.stage !== undefined && values.stage !== lead.stage) checkStageMove(lead, values.stage, by);
    if (values.phone !== undefined) values.phoneE164 = toE164(values.phone);
    const changed: LeadValues = {};
    const history: NewHistoryRow[] = [];
    for (const [key, after] of Object.entries(values) as [keyof LeadValues, unknown][]) {
      const before = lead[key as keyof LeadRow];
      if (same(key, before, after)) continue;
      (changed as Record<string, unknown>)[key] = after;
      // Derived from the phone: stored, never shown in history.
      if (key === "phoneE164") continue;
      if (key === "stage") {
        history.push({
          leadId: id,
          userId,
          changeType: "stage_change",
          fieldName: "stage",
          oldValue: stageLabels[before as PipelineStage],
          newValue: stageLabels[after as PipelineStage],
          ...historyText("stage_changed", { from: before as PipelineStage, to: after as PipelineStage }),
          notes,
        });
        continue;
      }
      const isAssignment = key === "agentId";
      const shown = (v: unknown) =>
        key === "mortgageAmount" ? (v === null || v === undefined ? null : Number(v).toFixed(2)) : displayValue(v);
      history.push({
        leadId: id,
        userId,
        changeType: isAssignment ? "assignment" : key === "status" ? "status_change" : "edit",
        fieldName: key,
        oldValue: isAssignment ? await agentLabel(tx, before as number | null) : shown(before),
        newValue: isAssignment ? await agentLabel(tx, after as number | null) : shown(after),
        notes,
      });
    }
    if (history.length === 0) return { lead, queuedEmails: false };
    // A hand-made assignment is final: the pool's idle reassignment no longer applies to it.
    const assignment = changed.agentId !== undefined ? { assignedAt: new Date(), poolId: null } : {};
    const firstContact =
      changed.stage && !lead.firstContactAt && stageCountsAsContact(changed.stage)
        ? { firstContactAt: new Date() }
        : {};
    // The row is locked since findLeadForUpdate: the update finds it.
    const updated = await updateLead(tx, id, { ...changed, ...assignment, ...firstContact });
    await insertHistory(tx, history);
    await publishEvent(tx, { type: "lead", leadId: id });
    const fieldChanges = history
      .filter((h) => h.fieldName !== "agentId" && h.fieldName !== "stage")
      .map((h) => ({ field: h.fieldName, oldValue: h.oldValue ?? null, newValue: h.newValue ?? null }));
    if (fieldChanges.length > 0) await enqueueWebhookEvent(tx, "lead.updated", updated, { changes: fieldChanges });
    if (changed.agentId !== undefined) {
      const assignment = history.find((h) => h.fieldName === "agentId");
      await enqueueWebhookEvent(tx, "lead.assigned", updated, {
        agent: changed.agentId === null ? null : { id: changed.agentId, name: assignment?.newValue ?? null },
        previousAgentId: lead.agentId,
        assignedBy: userId === null ? "api" : "staff",
      });
    }
    if (changed.stage !== undefined)
      await announceStageChange(tx, updated, lead.stage, userId === null ? "api" : "staff");
    // An offer of the lead (first-to-claim) is over once someone assigns it, whoever to (decision 036).
    if (changed.agentId !== undefined) await withdrawOffer(tx, id, new Date());
    let queuedEmails = false;
    if (changed.agentId && changed.agentId !== userId) {
      const agent = await findUserById(tx, changed.agentId);
      if (agent) {
        await enqueueEmails(tx, [
          await assignmentEmail(
            "lead_assigned",
            { email: agent.email, locale: userLocale(agent) },
            updated,
            await getBrokerage(tx),
            publicUrl,
          ),
        ]);
        queuedEmails = true;
      }
      // And their phones (decision 035), once per assignment.
      await notifyStaff(tx, [changed.agentId], {
        type: "lead.assigned",
        leadId: id,
        key: `staff:${updated.assignedAt?.getTime()}`,
      });
    }
    return { lead: updated, queuedEmails };
  });
}

export { listLeadPage, listLeadPageWithTotal } from "./leads-staff.repository";
