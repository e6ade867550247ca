import type { LeadOutcome, LeadOutcomeInput } from "../../../contract/ads";
import { outcomeHistoryFields } from "../../../contract/ads";
import type { Database } from "../../db/client";
import { httpError } from "../../lib/http-error";
import { insertHistory } from "../history/history.service";
import { findLeadForUpdate } from "../leads/lead-records.service";
import { enqueueWebhookEvent } from "../webhooks/webhook-events.service";
import { findOutcome, findOutcomeForUpdate, type OutcomeRow, saveOutcome } from "./ads.repository";

type Part = keyof typeof outcomeHistoryFields;
const parts = Object.keys(outcomeHistoryFields) as Part[];

const empty: LeadOutcome = {
  listingSignedOn: null,
  listPriceCents: null,
  soldOn: null,
  soldPriceCents: null,
  gciCents: null,
  updatedAt: null,
};

function toOutcome(row: OutcomeRow | undefined): LeadOutcome {
  if (!row) return empty;
  return {
    listingSignedOn: row.listingSignedOn,
    listPriceCents: row.listPriceCents,
    soldOn: row.soldOn,
    soldPriceCents: row.soldPriceCents,
    gciCents: row.gciCents,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How the history and webhooks write a part's value: the date, or dollars with cents ("425000.00"). */
function stored(value: string | number | null): string | null {
  if (value === null) return null;
  return typeof value === "number" ? (value / 100).toFixed(2) : value;
}

export async function readOutcome(db: Database, leadId: string): Promise<LeadOutcome> {
  return toOutcome(await findOutcome(db, leadId));
}

export interface OutcomeActor {
  userId: number | null;
  /** Who, for the history's English notes: a staff member's e-mail or the API key's name. */
  label: string;
}

/**
 * Changes the deal a lead became (decision 053): the parts sent, each change a history row (the lead's
 * page words the field and formats the money) and one `lead.updated` webhook with the changes, in one
 * transaction. Nothing sent that differs: nothing written.
 */
export async function changeOutcome(
  db: Database,
  leadId: string,
  input: LeadOutcomeInput,
  actor: OutcomeActor,
): Promise<LeadOutcome> {
  return db.transaction(async (tx) => {
    const lead = await findLeadForUpdate(tx, leadId);
    if (!lead) throw httpError("lead_not_found", {});
    const before = toOutcome(await findOutcomeForUpdate(tx, leadId));
    const after = { ...before };
    for (const part of parts) if (input[part] !== undefined) (after as Record<Part, unknown>)[part] = input[part];
    if (after.listingSignedOn && after.soldOn && after.soldOn < after.listingSignedOn) {
      throw httpError("sale_before_listing", {});
    }
    const changes = parts
      .filter((part) => before[part] !== after[part])
      .map((part) => ({
        field: outcomeHistoryFields[part],
        oldValue: stored(before[part]),
        newValue: stored(after[part]),
      }));
    if (changes.length === 0) return before;
    const saved = await saveOutcome(tx, {
      leadId,
      listingSignedOn: after.listingSignedOn,
      listPriceCents: after.listPriceCents,
      soldOn: after.soldOn,
      soldPriceCents: after.soldPriceCents,
      gciCents: after.gciCents,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    });
    await insertHistory(
      tx,
      changes.map((change) => ({
        leadId,
        changeType: "edit" as const,
        fieldName: change.field,
        oldValue: change.oldValue,
        newValue: change.newValue,
        notes: `Outcome changed by ${actor.label}`,
        userId: actor.userId,
      })),
    );
    await enqueueWebhookEvent(tx, "lead.updated", lead, { changes });
    return toOutcome(saved);
  });
}
