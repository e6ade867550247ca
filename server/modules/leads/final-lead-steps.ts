import type { Brokerage } from "../../../contract/settings";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import {
  type ClaimedEmail,
  DELIVER_NOW_LEASE_MS,
  enqueueEmails,
  enqueueEmailsToDeliverNow,
} from "../../integrations/mail/outbox";
import type { StaffRecipient } from "../../lib/email/staff-email";
import { findUserById, userDisplayName, userLocale } from "../auth/users.service";
import { queueAcknowledgement } from "./acknowledgement-email";
import type { FinalLeadStep } from "./final-lead";
import { type LeadAlertKind, leadAlertEmails } from "./lead-alert-email";
import type { LeadRow } from "./lead-row";
import { listStaffRecipients } from "./leads.repository";

/** The leads module's own final-lead steps (the list is in finalise-lead.ts). */

/** The lead's agent by name, chosen now by its pool or before (a lead sent with an agent), for the acknowledgements. */
export const nameLeadAgent: FinalLeadStep = async (final) => {
  if (final.dealt) {
    final.agentName = userDisplayName(final.dealt.agent);
    final.agentEmail = final.dealt.agent.email;
    return;
  }
  const agent = final.lead.agentId ? await findUserById(final.tx, final.lead.agentId) : undefined;
  final.agentName = agent ? userDisplayName(agent) : null;
  final.agentEmail = agent?.email ?? null;
};

/** Live screens (the lead list, the dashboard) hear of the lead when the transaction commits. */
export const announceFinalLead: FinalLeadStep = async ({ tx, lead }) => {
  await publishEvent(tx, { type: "lead", leadId: lead.id });
};

/** The seller hears by e-mail at once that the request arrived, and from whom. */
export const acknowledgeFinalLeadByEmail: FinalLeadStep = async (final) => {
  const { tx, lead, agentName, agentEmail, brokerage, publicUrl, homeValue } = final;
  if (await queueAcknowledgement(tx, lead, { agentName, agentEmail, brokerage, publicUrl, homeValue }))
    final.queuedEmails = true;
};

/** The new-lead alert: to the offered members, else the dealt agent, else every staff member. */
export const alertStaffOfFinalLead: FinalLeadStep = async (final) => {
  const { tx, lead, brokerage, publicUrl } = final;
  const alerted = await alertStaff(tx, "new_lead", lead, {
    agent: final.dealt ? { email: final.dealt.agent.email, locale: userLocale(final.dealt.agent) } : undefined,
    recipients: final.offered?.members.map((m) => ({ email: m.email, locale: userLocale(m) })),
    brokerage,
    publicUrl,
    deliverNow: final.alertsNow,
  });
  if (alerted) final.queuedEmails = true;
};

/**
 * Writes a staff alert about `lead` to the outbox: to `recipients` (the members a lead is offered to), else its
 * routed agent, else every active staff member, else the brokerage's address. True when the alert has a recipient.
 * With `deliverNow` the alert is written claimed for this process and added there, to send after commit.
 */
export async function alertStaff(
  tx: Database,
  kind: LeadAlertKind,
  lead: LeadRow,
  options: {
    agent?: StaffRecipient;
    recipients?: StaffRecipient[];
    brokerage: Brokerage;
    publicUrl: string;
    deliverNow?: ClaimedEmail[];
  },
): Promise<boolean> {
  const { agent, brokerage, publicUrl } = options;
  const staff = options.recipients?.length ? options.recipients : agent ? [agent] : await listStaffRecipients(tx);
  // With no staff account yet, the brokerage's own address still hears about every lead.
  const recipients = staff.length > 0 ? staff : brokerage.email ? [brokerage.email] : [];
  const emails = await leadAlertEmails(kind, lead, recipients, brokerage, publicUrl);
  if (options.deliverNow)
    options.deliverNow.push(...(await enqueueEmailsToDeliverNow(tx, emails, DELIVER_NOW_LEASE_MS)));
  else await enqueueEmails(tx, emails);
  return recipients.length > 0;
}
