import { historyText } from "../../../contract/history-codes";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { findUserById, userDisplayName, userLocale } from "../auth/users.service";
import { insertHistory } from "../history/history.service";
import { assignmentEmail } from "../leads/index";
import { updateLead } from "../leads/lead-records.service";
import { notifyStaff } from "../push/index";
import { getBrokerage } from "../settings/settings.service";
import { enqueueWebhookEvent } from "../webhooks/webhook-events.service";
import { findIdleAssignedLeads } from "./pools.repository";
import { pickFromPool } from "./routing.service";

/**
 * Moves pool-dealt leads that nobody touched for `minutes` to the next agent of the same pool, and
 * tells both agents. Safe to run from several processes at once (SKIP LOCKED). Returns how many moved.
 */
export async function reassignIdleLeads(
  db: Database,
  options: { minutes: number; publicUrl: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const idle = await findIdleAssignedLeads(tx, options.minutes);
    if (idle.length === 0) return 0;
    const brokerage = await getBrokerage(tx);
    let moved = 0;
    for (const lead of idle) {
      if (lead.agentId === null || lead.poolId === null) continue;
      const pick = await pickFromPool(tx, lead.type, lead.agentId, lead.poolId);
      if (!pick) continue;
      const previous = await findUserById(tx, lead.agentId);
      // The idle lead is locked (FOR UPDATE SKIP LOCKED in findIdleAssignedLeads): it is still there.
      const updated = await updateLead(tx, lead.id, { agentId: pick.agent.id, assignedAt: new Date() });
      const reason = `No activity for ${options.minutes} minutes after assignment.`;
      await insertHistory(tx, [
        {
          leadId: lead.id,
          userId: null,
          changeType: "assignment",
          fieldName: "agentId",
          oldValue: previous ? userDisplayName(previous) : `Agent #${lead.agentId}`,
          newValue: userDisplayName(pick.agent),
          notes: `Reassigned by the ${pick.poolName} pool: ${reason}`,
          ...historyText("pool_reassigned", { pool: pick.poolName, minutes: options.minutes }),
        },
      ]);
      await enqueueEmails(tx, [
        await assignmentEmail(
          "lead_assigned",
          { email: pick.agent.email, locale: userLocale(pick.agent) },
          updated,
          brokerage,
          options.publicUrl,
          options.minutes,
        ),
        ...(previous
          ? [
              await assignmentEmail(
                "lead_reassigned_away",
                { email: previous.email, locale: userLocale(previous) },
                updated,
                brokerage,
                options.publicUrl,
                options.minutes,
              ),
            ]
          : []),
      ]);
      await enqueueWebhookEvent(tx, "lead.assigned", updated, {
        agent: { id: pick.agent.id, name: userDisplayName(pick.agent) },
        previousAgentId: lead.agentId,
        assignedBy: "reassignment",
      });
      // The new agent's phones hear of it too (decision 035); one event per reassignment.
      await notifyStaff(tx, [pick.agent.id], {
        type: "lead.assigned",
        leadId: lead.id,
        key: `reassigned:${updated.assignedAt?.getTime()}`,
      });
      await publishEvent(tx, { type: "lead", leadId: lead.id });
      moved++;
    }
    return moved;
  });
}
