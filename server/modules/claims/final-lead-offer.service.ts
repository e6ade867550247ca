import { historyText } from "../../../contract/history-codes";
import { userDisplayName } from "../auth/users.service";
import { insertHistory } from "../history/history.service";
import type { FinalLeadStep } from "../leads/index";
import { updateLead } from "../leads/lead-records.service";
import { pickFromPool } from "../pools/routing.service";
import { notifyStaff } from "../push/index";
import { offerToPool } from "./claims.service";

/**
 * Final-lead step: a lead without an agent goes to its pool (the one a routing rule chose, else its type's).
 * A first-to-claim pool offers it to all its members at once (decision 036); any other pool deals it to
 * its next agent, with the history row and the agent's push. It lives in claims, which already picks from
 * pools, so that pools never calls back into claims (decision 048).
 */
export const offerOrDealFinalLead: FinalLeadStep = async (final) => {
  const { tx, lead, now } = final;
  if (lead.agentId) return;
  const pick = await pickFromPool(tx, lead.type, undefined, final.poolId, now);
  if (!pick) return;
  if (pick.mode === "first_to_claim") {
    final.offeredTo = await offerToPool(tx, lead, pick, now);
    return;
  }
  final.lead = await updateLead(tx, lead.id, { agentId: pick.agent.id, assignedAt: now, poolId: pick.poolId });
  final.dealt = { agent: pick.agent, poolName: pick.poolName };
  await insertHistory(tx, [
    {
      leadId: lead.id,
      userId: null,
      changeType: "assignment",
      fieldName: "agentId",
      newValue: userDisplayName(pick.agent),
      notes: `Assigned by the ${pick.poolName} pool`,
      ...historyText("pool_assigned", { pool: pick.poolName }),
    },
  ]);
  await notifyStaff(tx, [pick.agent.id], { type: "lead.assigned", leadId: lead.id });
};
