import { historyText } from "../../../contract/history-codes";
import type { Brokerage } from "../../../contract/settings";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { findUserById, userDisplayName } from "../auth/users.service";
import { offerToPool } from "../claims/claims.service";
import { insertHistory } from "../history/history.service";
import { pickFromPool } from "../pools/routing.service";
import { notifyStaff } from "../push/index";
import { routeByRules } from "../routing-rules/routing-rules.service";
import { getBrokerage } from "../settings/settings.service";
import { queueTextAcknowledgement } from "../texting/texting.service";
import { enqueueWebhookEvent } from "../webhooks/index";
import { queueAcknowledgement } from "./acknowledgement-email";
import { type LeadAlertKind, leadAlertEmails } from "./lead-alert-email";
import type { LeadRow } from "./leads.mapping";
import { listStaffEmails, updateLead } from "./leads.repository";

export interface FinalisedLead {
  lead: LeadRow;
  /** True when e-mails were written to the outbox (the caller kicks the mail worker after commit). */
  queuedEmails: boolean;
}

/**
 * What happens once, when a lead becomes final, whatever brought it (a web flow or `/api/v1`), in the
 * caller's transaction: the lead goes to the next agent of its pool, `lead.created` (and `lead.assigned`)
 * webhooks are written, live screens hear of it, the seller gets the acknowledgement and the routed agent
 * (or every staff member) the new-lead alert.
 */
export async function finaliseLead(tx: Database, lead: LeadRow, now: Date, publicUrl: string): Promise<FinalisedLead> {
  const routed = await routeToPool(tx, lead, now);
  await publishEvent(tx, { type: "lead", leadId: routed.lead.id });
  const brokerage = await getBrokerage(tx);
  // The seller hears at once that the request arrived, and from whom.
  const acknowledged = await queueAcknowledgement(tx, routed.lead, routed.agentName, brokerage);
  await queueTextAcknowledgement(tx, routed.lead, routed.agentName, brokerage, now); // decision 038: by text too
  const alerted = await alertStaff(tx, "new_lead", routed.lead, {
    agentEmail: routed.agentEmail,
    recipients: routed.offeredEmails,
    brokerage,
    publicUrl,
  });
  return { lead: routed.lead, queuedEmails: acknowledged || alerted };
}

/**
 * Writes a staff alert about `lead` to the outbox: to `recipients` (the members a lead is offered to), else its
 * routed agent, else every active staff member, else the brokerage's address. True when the alert has a recipient.
 */
export async function alertStaff(
  tx: Database,
  kind: LeadAlertKind,
  lead: LeadRow,
  options: { agentEmail?: string; recipients?: string[]; brokerage: Brokerage; publicUrl: string },
): Promise<boolean> {
  const { agentEmail, brokerage, publicUrl } = options;
  const staff = options.recipients?.length ? options.recipients : agentEmail ? [agentEmail] : await listStaffEmails(tx);
  // With no staff account yet, the brokerage's own address still hears about every lead.
  const recipients = staff.length > 0 ? staff : brokerage.email ? [brokerage.email] : [];
  await enqueueEmails(tx, leadAlertEmails(kind, lead, recipients, brokerage, publicUrl));
  return recipients.length > 0;
}

interface RoutedLead {
  lead: LeadRow;
  /** The agent the pool chose, who alone gets the new-lead alert. */
  agentEmail: string | undefined;
  /** The lead's agent by name (chosen now or before), for the seller's acknowledgement. */
  agentName: string | null;
  /** A first-to-claim lead's offered members (decision 036): they get the new-lead alert. */
  offeredEmails?: string[];
}

/** A lead with no agent goes to the next agent of its pool, with its history row and webhooks. */
async function routeToPool(tx: Database, lead: LeadRow, now: Date): Promise<RoutedLead> {
  // Routing rules (decision 037) may choose the pool; without an active rule the lead's type does, as before.
  const route = lead.agentId ? undefined : await routeByRules(tx, lead, now);
  const pick = lead.agentId ? undefined : await pickFromPool(tx, lead.type, undefined, route?.poolId, now);
  // A first-to-claim pool offers the lead to all its members at once instead of dealing it (decision 036).
  const offeredEmails = pick?.mode === "first_to_claim" ? await offerToPool(tx, lead, pick, now) : undefined;
  const dealt = pick?.mode === "first_to_claim" ? undefined : pick;
  let routed = lead;
  if (dealt) {
    routed = await updateLead(tx, lead.id, { agentId: dealt.agent.id, assignedAt: now, poolId: dealt.poolId });
    await insertHistory(tx, [
      {
        leadId: lead.id,
        userId: null,
        changeType: "assignment",
        fieldName: "agentId",
        newValue: userDisplayName(dealt.agent),
        notes: `Assigned by the ${dealt.poolName} pool`,
        ...historyText("pool_assigned", { pool: dealt.poolName }),
      },
    ]);
    await notifyStaff(tx, [dealt.agent.id], { type: "lead.assigned", leadId: lead.id });
  }
  await enqueueWebhookEvent(tx, "lead.created", routed);
  if (dealt) {
    await enqueueWebhookEvent(tx, "lead.assigned", routed, {
      agent: { id: dealt.agent.id, name: userDisplayName(dealt.agent) },
      previousAgentId: null,
      assignedBy: "pool",
    });
  }
  let agentName = dealt ? userDisplayName(dealt.agent) : null;
  if (!dealt && routed.agentId) {
    const agent = await findUserById(tx, routed.agentId);
    agentName = agent ? userDisplayName(agent) : null;
  }
  return { lead: routed, agentEmail: dealt?.agent.email, agentName, offeredEmails };
}
