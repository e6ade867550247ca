import type { Brokerage } from "../../../contract/settings";
import type { Database } from "../../db/client";
import { enqueueEmails, escapeHtml, type OutgoingEmail } from "../../integrations/mail/outbox";
import type { LeadRow } from "./leads.mapping";
import { isRepresented } from "./speed-to-lead";

/**
 * Whether a final lead gets the acknowledgement (issue 20): it left an e-mail address, it did not
 * unsubscribe, and the seller is not represented by another agent (those are never contacted).
 */
export function wantsAcknowledgement(lead: LeadRow): boolean {
  return Boolean(lead.email) && !lead.doNotEmail && !isRepresented(lead);
}

/**
 * The reply to a seller's inquiry, sent at once: who will call (when routing assigned an agent) and the
 * brokerage's phone. A transactional message answering their request, so it carries the brokerage's
 * identity but no marketing and no unsubscribe link.
 */
export function acknowledgementEmail(lead: LeadRow, agentName: string | null, brokerage: Brokerage): OutgoingEmail {
  const greeting = lead.fullName ? `Hello ${lead.fullName},` : "Hello,";
  const who = agentName
    ? `${agentName} from ${brokerage.name} will call you shortly.`
    : `An agent from ${brokerage.name} will call you shortly.`;
  const phoneLine = brokerage.phone
    ? `If you would rather talk now, call us at ${brokerage.phone}.`
    : "If you have a question in the meantime, just reply to this e-mail.";
  const identity = [brokerage.name, brokerage.address, brokerage.phone, brokerage.email].filter(Boolean);
  const text = [
    greeting,
    "",
    "Thank you for your request: we have received it.",
    who,
    phoneLine,
    "",
    ...identity,
    "",
    "You received this e-mail because you sent us a request on our website.",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p><p>Thank you for your request: we have received it.</p>
<p><strong>${escapeHtml(who)}</strong></p><p>${escapeHtml(phoneLine)}</p>
<p>${identity.map(escapeHtml).join("<br>")}</p>
<p style="font-size:12px;color:#64748b">You received this e-mail because you sent us a request on our website.</p>`;
  return {
    kind: "lead_acknowledgement",
    to: lead.email as string,
    subject: `We received your request - ${brokerage.name}`,
    text,
    html,
    leadId: lead.id,
  };
}

/** Writes the acknowledgement in the lead's transaction when it is due; true when one was written. */
export async function queueAcknowledgement(
  tx: Database,
  lead: LeadRow,
  agentName: string | null,
  brokerage: Brokerage,
): Promise<boolean> {
  if (!wantsAcknowledgement(lead)) return false;
  await enqueueEmails(tx, [acknowledgementEmail(lead, agentName, brokerage)]);
  return true;
}
