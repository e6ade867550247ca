import { eq } from "drizzle-orm";
import type { Brokerage } from "../../../contract/settings";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import { userDisplayName } from "../auth/users.repository";
import { insertHistory } from "../history/history.repository";
import { pickFromPool } from "../pools/routing.service";
import { enqueueWebhookEvent } from "../webhooks/webhook-events";
import type { LeadRow } from "./leads.mapping";
import { listStaffEmails, updateLead } from "./leads.repository";

export interface RoutedLead {
  lead: LeadRow;
  /** The agent the pool chose, who alone gets the new-lead alert. */
  agentEmail: string | undefined;
  /** The lead's agent by name (chosen now or before), for the seller's acknowledgement. */
  agentName: string | null;
}

/**
 * What happens once when a lead becomes final, whatever brought it (a web flow or the API): it goes to
 * the next agent of its pool, and `lead.created` (and `lead.assigned`) webhooks are written, all in the
 * caller's transaction.
 */
export async function routeFinalLead(tx: Database, lead: LeadRow, now: Date): Promise<RoutedLead> {
  const pick = lead.agentId ? undefined : await pickFromPool(tx, lead.type);
  let routed = lead;
  if (pick) {
    routed = await updateLead(tx, lead.id, { agentId: pick.agent.id, assignedAt: now, poolId: pick.poolId });
    await insertHistory(tx, [
      {
        leadId: lead.id,
        userId: null,
        changeType: "assignment",
        fieldName: "agentId",
        newValue: userDisplayName(pick.agent),
        notes: `Assigned by the ${pick.poolName} pool`,
      },
    ]);
  }
  await enqueueWebhookEvent(tx, "lead.created", routed);
  if (pick) {
    await enqueueWebhookEvent(tx, "lead.assigned", routed, {
      agent: { id: pick.agent.id, name: userDisplayName(pick.agent) },
      previousAgentId: null,
      assignedBy: "pool",
    });
  }
  let agentName = pick ? userDisplayName(pick.agent) : null;
  if (!pick && routed.agentId) {
    const [agent] = await tx.select().from(users).where(eq(users.id, routed.agentId));
    agentName = agent ? userDisplayName(agent) : null;
  }
  return { lead: routed, agentEmail: pick?.agent.email, agentName };
}

/** Who hears about a lead: its routed agent, else every active staff member, else the brokerage's address. */
export async function alertRecipients(
  tx: Database,
  agentEmail: string | undefined,
  brokerage: Brokerage,
): Promise<string[]> {
  const staff = agentEmail ? [agentEmail] : await listStaffEmails(tx);
  // With no staff account yet, the brokerage's own address still hears about every lead.
  return staff.length > 0 ? staff : brokerage.email ? [brokerage.email] : [];
}
