import type { Database } from "../../db/client";
import type { ClaimedEmail } from "../../integrations/mail/outbox";
import { queueInstantCalls } from "../calls/instant-call.service";
import { offerOrDealFinalLead } from "../claims/final-lead-offer.service";
import { routeFinalLead } from "../routing-rules/routing-rules.service";
import { getBrokerage } from "../settings/settings.service";
import { acknowledgeFinalLeadByText } from "../texting/texting.service";
import { webhooksForFinalLead } from "../webhooks/webhook-events.service";
import type { FinalLead, FinalLeadStep } from "./final-lead";
import {
  acknowledgeFinalLeadByEmail,
  alertStaffOfFinalLead,
  announceFinalLead,
  nameLeadAgent,
} from "./final-lead-steps";
import type { LeadRow } from "./lead-row";

/**
 * What happens once, when a lead becomes final, whatever brought it (a web flow, a text or `/api/v1`), in
 * this order and in the caller's transaction. Each step belongs to its module and is called through that
 * module's door; a new channel is one line here and one step in its module (docs/decisions/042).
 */
const finalLeadSteps: FinalLeadStep[] = [
  routeFinalLead, // routing-rules: an active rule chooses the pool (decision 037)
  offerOrDealFinalLead, // claims: offer to a first-to-claim pool (036) or deal to the pool's next agent
  webhooksForFinalLead, // webhooks: lead.created, and lead.assigned when dealt (015)
  nameLeadAgent, // leads: the agent's name, for the acknowledgements
  announceFinalLead, // leads: live screens hear of it on commit
  acknowledgeFinalLeadByEmail, // leads: the seller's e-mail acknowledgement
  acknowledgeFinalLeadByText, // texting: the seller's text acknowledgement (038)
  alertStaffOfFinalLead, // leads: the new-lead alert to the offered members, the agent or all staff
  queueInstantCalls, // calls: ring the dealt agent or the offered members at once, when the pool says so (059)
];

export interface FinalisedLead {
  lead: LeadRow;
  /** True when e-mails were written to the outbox (the caller kicks the mail worker after commit). */
  queuedEmails: boolean;
  /** With `deliverAlertsNow`: the staff alert, claimed for the caller to deliver after commit (decision 048). */
  alertsNow: ClaimedEmail[];
}

export async function finaliseLead(
  tx: Database,
  lead: LeadRow,
  now: Date,
  publicUrl: string,
  options: Pick<FinalLead, "homeValue"> & { deliverAlertsNow?: boolean } = {},
): Promise<FinalisedLead> {
  const alertsNow: ClaimedEmail[] = [];
  const final: FinalLead = {
    tx,
    now,
    publicUrl,
    brokerage: await getBrokerage(tx),
    lead,
    agentName: null,
    agentEmail: null,
    queuedEmails: false,
    homeValue: options.homeValue,
    alertsNow: options.deliverAlertsNow ? alertsNow : undefined,
  };
  for (const step of finalLeadSteps) await step(final);
  return { lead: final.lead, queuedEmails: final.queuedEmails, alertsNow };
}
