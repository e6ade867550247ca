import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { PlanStep } from "../../../contract/nurture";
import type { Brokerage } from "../../../contract/settings";
import { escapeHtml, type OutgoingEmail } from "../../integrations/mail/outbox";
import type { LeadRow } from "../leads/index";

/**
 * The outbox kind of an action-plan e-mail: its consent (purpose 'inquiry') is checked by the step runner when
 * it writes it and by the mail worker again when it delivers it (consent's purposeOfEmail).
 */
export const PLAN_EMAIL_KIND = "action_plan";

const footer: Record<Locale, { link: string; why: string; stop: string }> = {
  "en-CA": {
    link: "See your guide and our latest advice",
    why: "You received this because you asked us about selling your home.",
    stop: "Unsubscribe",
  },
  "fr-CA": {
    link: "Voir votre guide et nos derniers conseils",
    why: "Vous recevez ce courriel parce que vous nous avez écrit au sujet de la vente de votre propriété.",
    stop: "Se désabonner",
  },
};

export const stepLocale = (lead: Pick<LeadRow, "locale">): Locale =>
  isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE;

/** `{firstName}` and `{agentName}` filled in; the rest as the admin wrote it. */
export function fillStepText(text: string, values: { firstName: string; agentName: string }): string {
  return text.replaceAll("{firstName}", values.firstName).replaceAll("{agentName}", values.agentName);
}

/**
 * A plan's e-mail step in the seller's language: the admin's text, a tracked link (first-party, to our own
 * site), the brokerage's identity and an unsubscribe link (CASL).
 */
export function planStepEmail(options: {
  step: PlanStep;
  lead: LeadRow;
  agentName: string | null;
  brokerage: Brokerage;
  linkUrl: string;
  unsubscribeUrl: string;
}): OutgoingEmail {
  const { step, lead, brokerage } = options;
  const locale = stepLocale(lead);
  const lang = locale === "fr-CA" ? "fr" : "en";
  const values = {
    firstName: lead.fullName?.split(" ")[0] ?? "",
    agentName: options.agentName ?? brokerage.name,
  };
  const subject = fillStepText(step.subject[lang], values);
  const body = fillStepText(step.body[lang], values);
  const t = footer[locale];
  const identity = [brokerage.name, brokerage.address, brokerage.phone, brokerage.email].filter(Boolean);
  const text = [
    body,
    "",
    `${t.link}: ${options.linkUrl}`,
    "",
    ...identity,
    "",
    `${t.why} ${t.stop}: ${options.unsubscribeUrl}`,
  ].join("\n");
  const html = `${body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("\n")}
<p><a href="${escapeHtml(options.linkUrl)}">${t.link}</a></p>
<p>${identity.map(escapeHtml).join("<br>")}</p>
<p style="font-size:12px;color:#64748b">${t.why} <a href="${escapeHtml(options.unsubscribeUrl)}">${t.stop}</a></p>`;
  return {
    kind: PLAN_EMAIL_KIND,
    to: lead.email as string,
    subject,
    text,
    html,
    leadId: lead.id,
    unsubscribeUrl: options.unsubscribeUrl,
  };
}
