import { DEFAULT_LOCALE, isLocale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { Database } from "../../db/client";
import { enqueueEmails, type OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "../../lib/email/email-brand";
import { emailMoney } from "../../lib/email/email-format";
import { type EmailTranslate, emailTranslator } from "../../lib/email/email-i18n";
import type { EmailBlock } from "../../lib/email/render-email";
import { renderEmail } from "../../lib/email/render-email";
import { sellerSender } from "../../lib/email/sender";
import type { LeadRow } from "./leads.mapping";
import { isRepresented } from "./speed-to-lead";

/**
 * Whether a final lead gets the acknowledgement (decision 019): it left an e-mail address, it did not
 * unsubscribe, and the seller is not represented by another agent (those are never contacted).
 */
export function wantsAcknowledgement(lead: LeadRow): boolean {
  return Boolean(lead.email) && !lead.doNotEmail && !isRepresented(lead);
}

/** What the seller asked for, which the acknowledgement answers (issue 45). */
export type AcknowledgementKind = "cash" | "agent" | "homeValue" | "guide";

export interface AcknowledgementContext {
  agentName: string | null;
  /** The agent's own address, where a reply goes without a reply domain. */
  agentEmail: string | null;
  brokerage: Brokerage;
  publicUrl: string;
  /** The home-value funnel's seller: the estimate they were shown (null: none could be made). */
  homeValue?: { estimate: { value: number; low: number; high: number } | null };
}

export function acknowledgementKind(
  lead: LeadRow,
  context: Pick<AcknowledgementContext, "homeValue">,
): AcknowledgementKind {
  if (context.homeValue) return "homeValue";
  if (lead.type === "cash") return "cash";
  if (lead.topics && lead.topics.length > 0) return "guide";
  return "agent";
}

/** Who will do what: the flow's own promise, with the agent's name when routing chose one. */
function promise(kind: AcknowledgementKind, t: EmailTranslate, agent: string | null, brokerage: string): string {
  const values: Record<string, string> = agent ? { agent, brokerage } : { brokerage };
  switch (kind) {
    case "cash":
      return t(agent ? "email.ack.cash.agent" : "email.ack.cash.noAgent", values);
    case "homeValue":
      return t(agent ? "email.ack.homeValue.analysis.agent" : "email.ack.homeValue.analysis.noAgent", values);
    case "guide":
      return t(agent ? "email.ack.guide" : "email.ack.guide.noAgent", values);
    case "agent":
      return t(agent ? "email.ack.agent.agent" : "email.ack.agent.noAgent", values);
  }
}

/** How we will reach them: by the method they chose, and never a call to someone who asked for e-mail. */
function byMethod(lead: LeadRow, t: EmailTranslate): string | null {
  if (lead.contactMethod === "Email") return t("email.ack.by.Email");
  if (lead.contactMethod === "Text" && lead.phone) return t("email.ack.by.Text", { phone: lead.phone });
  if (lead.contactMethod === "Phone")
    return lead.phone ? t("email.ack.by.Phone", { phone: lead.phone }) : t("email.ack.by.PhoneNoNumber");
  return null;
}

/**
 * The reply to a seller's inquiry, sent at once in their language, answering what they asked (a cash
 * offer, an agent, their home's value, the guide) by the contact method they chose. Transactional: the
 * brokerage's identity, no marketing and no unsubscribe link.
 */
export async function acknowledgementEmail(lead: LeadRow, context: AcknowledgementContext): Promise<OutgoingEmail> {
  const locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE;
  const t = emailTranslator(locale);
  const { brokerage, agentName } = context;
  const kind = acknowledgementKind(lead, context);
  const wantsEmail = lead.contactMethod === "Email";
  const blocks: EmailBlock[] = [
    { kind: "text", text: lead.fullName ? t("email.hello", { name: lead.fullName }) : t("email.helloNoName") },
    { kind: "text", text: t("email.ack.received") },
  ];
  const estimate = context.homeValue?.estimate;
  if (kind === "homeValue") {
    blocks.push(
      estimate
        ? {
            kind: "lead",
            text: t("email.ack.homeValue.estimate", {
              value: emailMoney(estimate.value, locale),
              low: emailMoney(estimate.low, locale),
              high: emailMoney(estimate.high, locale),
            }),
          }
        : { kind: "text", text: t("email.ack.homeValue.noEstimate") },
    );
  }
  blocks.push({ kind: kind === "homeValue" ? "text" : "lead", text: promise(kind, t, agentName, brokerage.name) });
  const by = byMethod(lead, t);
  if (by) blocks.push({ kind: "text", text: by });
  if (!wantsEmail && brokerage.phone) {
    blocks.push({ kind: "text", text: t("email.ack.callNow", { phone: brokerage.phone }) });
    blocks.push({
      kind: "button",
      text: t("email.ack.button", { phone: brokerage.phone }),
      href: `tel:${brokerage.phone.replace(/[^\d+]/g, "")}`,
    });
  } else {
    blocks.push({ kind: "text", text: t("email.ack.reply") });
  }
  const subject = t("email.ack.subject", { brokerage: brokerage.name });
  const { html, text } = await renderEmail({
    locale,
    brand: emailBrand(brokerage, context.publicUrl),
    preview: t("email.ack.received"),
    blocks,
    why: t("email.footer.why.request"),
  });
  return {
    kind: "lead_acknowledgement",
    to: lead.email as string,
    subject,
    text,
    html,
    leadId: lead.id,
    sender: sellerSender({ agentName, agentEmail: context.agentEmail, brokerage }),
  };
}

/** Writes the acknowledgement in the lead's transaction when it is due; true when one was written. */
export async function queueAcknowledgement(
  tx: Database,
  lead: LeadRow,
  context: AcknowledgementContext,
): Promise<boolean> {
  if (!wantsAcknowledgement(lead)) return false;
  await enqueueEmails(tx, [await acknowledgementEmail(lead, context)]);
  return true;
}
