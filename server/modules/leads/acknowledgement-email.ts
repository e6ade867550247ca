import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { Database } from "../../db/client";
import { enqueueEmails, escapeHtml, type OutgoingEmail } from "../../integrations/mail/outbox";
import type { LeadRow } from "./leads.mapping";
import { isRepresented } from "./speed-to-lead";

/**
 * Whether a final lead gets the acknowledgement (decision 019): it left an e-mail address, it did not
 * unsubscribe, and the seller is not represented by another agent (those are never contacted).
 */
export function wantsAcknowledgement(lead: LeadRow): boolean {
  return Boolean(lead.email) && !lead.doNotEmail && !isRepresented(lead);
}

interface AcknowledgementTexts {
  greeting: (name: string | null) => string;
  received: string;
  who: (agent: string | null, brokerage: string) => string;
  callNow: (phone: string) => string;
  reply: string;
  why: string;
  subject: (brokerage: string) => string;
}

// In the seller's language (decision 017): English as decision 019 wrote it, French for Québec sellers.
const texts: Record<Locale, AcknowledgementTexts> = {
  "en-CA": {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    received: "Thank you for your request: we have received it.",
    who: (agent, brokerage) =>
      agent ? `${agent} from ${brokerage} will call you shortly.` : `An agent from ${brokerage} will call you shortly.`,
    callNow: (phone) => `If you would rather talk now, call us at ${phone}.`,
    reply: "If you have a question in the meantime, just reply to this e-mail.",
    why: "You received this e-mail because you sent us a request on our website.",
    subject: (brokerage) => `We received your request - ${brokerage}`,
  },
  "fr-CA": {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    received: "Merci de votre demande : nous l'avons bien reçue.",
    who: (agent, brokerage) =>
      agent
        ? `${agent}, de ${brokerage}, vous appellera sous peu.`
        : `Un courtier de ${brokerage} vous appellera sous peu.`,
    callNow: (phone) => `Si vous préférez nous parler tout de suite, appelez-nous au ${phone}.`,
    reply: "Si vous avez une question d'ici là, répondez simplement à ce courriel.",
    why: "Vous recevez ce courriel parce que vous nous avez envoyé une demande sur notre site Web.",
    subject: (brokerage) => `Nous avons reçu votre demande - ${brokerage}`,
  },
};

/**
 * The reply to a seller's inquiry, sent at once in their language: who will call (when routing assigned
 * an agent) and the brokerage's phone. A transactional message answering their request, so it carries the
 * brokerage's identity but no marketing and no unsubscribe link.
 */
export function acknowledgementEmail(lead: LeadRow, agentName: string | null, brokerage: Brokerage): OutgoingEmail {
  const t = texts[isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE];
  const greeting = t.greeting(lead.fullName);
  const who = t.who(agentName, brokerage.name);
  const phoneLine = brokerage.phone ? t.callNow(brokerage.phone) : t.reply;
  const identity = [brokerage.name, brokerage.address, brokerage.phone, brokerage.email].filter(Boolean);
  const text = [greeting, "", t.received, who, phoneLine, "", ...identity, "", t.why].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.received)}</p>
<p><strong>${escapeHtml(who)}</strong></p><p>${escapeHtml(phoneLine)}</p>
<p>${identity.map(escapeHtml).join("<br>")}</p>
<p style="font-size:12px;color:#64748b">${escapeHtml(t.why)}</p>`;
  return {
    kind: "lead_acknowledgement",
    to: lead.email as string,
    subject: t.subject(brokerage.name),
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
