import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { PlanStep } from "../../../contract/nurture";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "../../lib/email/email-brand";
import { emailTranslator } from "../../lib/email/email-i18n";
import { type EmailBlock, renderEmail } from "../../lib/email/render-email";
import { sellerSender } from "../../lib/email/sender";
import type { LeadRow } from "../leads/index";

/**
 * The outbox kind of an action-plan e-mail: its consent (purpose 'inquiry') is checked by the step runner when
 * it writes it and by the mail worker again when it delivers it (consent's purposeOfEmail).
 */
export const PLAN_EMAIL_KIND = "action_plan";

export const stepLocale = (lead: Pick<LeadRow, "locale">): Locale =>
  isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE;

/** `{firstName}` and `{agentName}` filled in; the rest as the admin wrote it. */
export function fillStepText(text: string, values: { firstName: string; agentName: string }): string {
  return text.replaceAll("{firstName}", values.firstName).replaceAll("{agentName}", values.agentName);
}

/**
 * A plan's e-mail step in the seller's language, on the brand's template (decision 050): the admin's text,
 * a tracked link (first-party, to our own site), the brokerage's identity and an unsubscribe link (CASL),
 * from the lead's agent.
 */
export async function planStepEmail(options: {
  step: PlanStep;
  lead: LeadRow;
  agentName: string | null;
  agentEmail?: string | null;
  brokerage: Brokerage;
  publicUrl: string;
  linkUrl: string;
  unsubscribeUrl: string;
}): Promise<OutgoingEmail> {
  const { step, lead, brokerage } = options;
  const locale = stepLocale(lead);
  const lang = locale === "fr-CA" ? "fr" : "en";
  const values = {
    firstName: lead.fullName?.split(" ")[0] ?? "",
    agentName: options.agentName ?? brokerage.name,
  };
  const subject = fillStepText(step.subject[lang], values);
  const body = fillStepText(step.body[lang], values);
  const t = emailTranslator(locale);
  const paragraphs = body.split(/\n{2,}/).filter((p) => p.trim() !== "");
  const { html, text } = await renderEmail({
    locale,
    brand: emailBrand(brokerage, options.publicUrl),
    preview: paragraphs[0] ?? subject,
    blocks: [
      ...paragraphs.map((p): EmailBlock => ({ kind: "quote", text: p })),
      { kind: "button", text: t("email.plan.link"), href: options.linkUrl },
    ],
    why: t("email.footer.why.plan"),
    unsubscribe: { href: options.unsubscribeUrl, text: t("email.footer.unsubscribe") },
  });
  return {
    kind: PLAN_EMAIL_KIND,
    to: lead.email as string,
    subject,
    text,
    html,
    leadId: lead.id,
    unsubscribeUrl: options.unsubscribeUrl,
    sender: sellerSender({ agentName: options.agentName, agentEmail: options.agentEmail ?? null, brokerage }),
  };
}
