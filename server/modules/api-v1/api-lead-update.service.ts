import type { UpdateLeadInput } from "../../../contract/crm";
import type { Database } from "../../db/client";
import { type auditApiKey, recordAudit } from "../audit/audit.service";
import type { LeadRow } from "../leads/index";
import { updateLeadAsStaff } from "../leads/leads-staff.service";

/**
 * PATCH /api/v1/leads/{id}: the staff edit, unchanged (in a savepoint of its own), and its audit row commit
 * together. The audit row names the fields the call sent, never their values; an empty body (which changes
 * nothing) is audited too.
 */
export async function updateLeadFromApi(
  db: Database,
  id: string,
  input: UpdateLeadInput,
  actor: ReturnType<typeof auditApiKey> & { apiKey: { name: string } },
  publicUrl: string,
): Promise<{ lead: LeadRow; queuedEmails: boolean }> {
  return db.transaction(async (tx) => {
    const edited = await updateLeadAsStaff(tx, id, input, { apiKeyName: actor.apiKey.name }, publicUrl);
    await recordAudit(tx, {
      ...actor,
      action: "lead.update",
      subject: edited.lead.id,
      details: { fields: Object.keys(input).sort() },
    });
    return edited;
  });
}
