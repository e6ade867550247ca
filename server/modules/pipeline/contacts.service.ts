import { historyText } from "../../../contract/history-codes";
import {
  contactChannelLabels,
  contactOutcomeLabels,
  type LeadContact,
  type LogContactInput,
  stageLabels,
} from "../../../contract/pipeline";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { findUserById, userDisplayName } from "../auth/users.service";
import { insertHistory, type NewHistoryRow } from "../history/history.service";
import { findLeadForUpdate, updateLead } from "../leads/lead-records.service";
import { announceStageChange, leadNotFound } from "../leads/leads-staff.service";
import { insertContact, type LeadContactRow, listContactRows } from "./contacts.repository";

/**
 * 'Log contact': records a call, text or e-mail and its outcome, in one transaction with its history row.
 * The first one stops the lead's waiting clock (first contact), and a lead still 'New' moves to
 * 'Contacted' when the seller was reached, else to 'Attempted contact' (with its own history row and
 * `lead.stage_changed` webhook).
 */
export async function logContact(
  db: Database,
  leadId: string,
  input: LogContactInput,
  userId: number,
): Promise<LeadContact> {
  return db.transaction(async (tx) => {
    const lead = await findLeadForUpdate(tx, leadId);
    if (!lead) throw leadNotFound();
    const now = new Date();
    const contact = await insertContact(tx, {
      leadId,
      userId,
      channel: input.channel,
      outcome: input.outcome,
      notes: input.notes?.trim() || null,
    });
    const history: NewHistoryRow[] = [
      {
        leadId,
        userId,
        changeType: "contact_logged",
        fieldName: null,
        newValue: `${contactChannelLabels[input.channel]}: ${contactOutcomeLabels[input.outcome]}`,
        ...historyText("contact_logged", { channel: input.channel, outcome: input.outcome }),
        notes: contact.notes,
      },
    ];
    const nextStage = lead.stage === "new" ? (input.outcome === "reached" ? "contacted" : "attempted_contact") : null;
    if (nextStage) {
      history.push({
        leadId,
        userId,
        changeType: "stage_change",
        fieldName: "stage",
        oldValue: stageLabels[lead.stage],
        newValue: stageLabels[nextStage],
        ...historyText("stage_changed", { from: lead.stage, to: nextStage }),
      });
    }
    // The row is locked since findLeadForUpdate: the update finds it.
    const updated = await updateLead(tx, leadId, {
      ...(lead.firstContactAt ? {} : { firstContactAt: now }),
      ...(nextStage ? { stage: nextStage } : {}),
    });
    await insertHistory(tx, history);
    if (nextStage) await announceStageChange(tx, updated, lead.stage, "staff", now);
    await publishEvent(tx, { type: "lead", leadId });
    const user = await findUserById(tx, userId);
    return toContact(contact, user ? userDisplayName(user) : null);
  });
}

export async function listContacts(db: Database, leadId: string): Promise<LeadContact[]> {
  const rows = await listContactRows(db, leadId);
  return rows.map((r) => toContact(r.contact, r.user ? userDisplayName(r.user) : null));
}

function toContact(row: LeadContactRow, userName: string | null): LeadContact {
  return {
    id: row.id,
    leadId: row.leadId,
    userId: row.userId,
    userName,
    channel: row.channel,
    outcome: row.outcome,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}
