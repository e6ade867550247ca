import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "../../lib/email/email-brand";
import { emailTranslator } from "../../lib/email/email-i18n";
import { renderStaffEmail, type StaffRecipient, staffLeadLink } from "../../lib/email/staff-email";
import type { LeadRow } from "../leads/index";

type Kind = "lead_unclaimed" | "lead_overdue";

const words = {
  lead_unclaimed: { subject: "email.claims.unclaimed.subject", line: "email.claims.unclaimed.line" },
  lead_overdue: { subject: "email.claims.overdue.subject", line: "email.claims.overdue.line" },
} as const;

/**
 * Tells a manager that a lead waits for a person (decision 036), in the manager's language, on the brand's
 * template (decision 050); no phone, no e-mail.
 */
export async function managerAlertEmail(
  kind: Kind,
  to: StaffRecipient,
  lead: Pick<LeadRow, "id" | "fullName">,
  minutes: number,
  brokerage: Brokerage,
  publicUrl: string,
): Promise<OutgoingEmail> {
  const t = emailTranslator(to.locale);
  const name = lead.fullName?.trim() || t("email.lead.noName");
  const line = t(words[kind].line, { name, minutes });
  const { html, text } = await renderStaffEmail({
    locale: to.locale,
    brand: emailBrand(brokerage, publicUrl),
    preview: line,
    blocks: [
      { kind: "lead", text: line },
      { kind: "button", text: t("email.lead.open"), href: staffLeadLink(publicUrl, lead.id) },
    ],
  });
  return { kind, to: to.email, subject: t(words[kind].subject, { name }), text, html, leadId: lead.id };
}
