import type { SignalKind } from "../../../contract/nurture";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "../../lib/email/email-brand";
import { emailTranslator } from "../../lib/email/email-i18n";
import { renderStaffEmail, type StaffRecipient, staffLeadLink } from "../../lib/email/staff-email";
import type { LeadRow } from "../leads/index";

/** "Sarah is reading her guide again", to the lead's agent in their language (users.locale), on the brand's template. */
export async function signalEmail(options: {
  to: StaffRecipient;
  lead: Pick<LeadRow, "id" | "fullName">;
  signal: SignalKind;
  brokerage: Brokerage;
  publicUrl: string;
}): Promise<OutgoingEmail> {
  const { lead, to } = options;
  const t = emailTranslator(to.locale);
  const name = lead.fullName || t("email.signal.aSeller");
  const what = t(`email.signal.${options.signal}`);
  const line = t("email.signal.line", { name, what });
  const { html, text } = await renderStaffEmail({
    locale: to.locale,
    brand: emailBrand(options.brokerage, options.publicUrl),
    preview: line,
    blocks: [
      { kind: "lead", text: line },
      { kind: "text", text: t("email.signal.moment") },
      { kind: "button", text: t("email.lead.open"), href: staffLeadLink(options.publicUrl, lead.id) },
    ],
  });
  return {
    kind: "nurture_signal",
    to: to.email,
    subject: t("email.signal.subject", { name, what }),
    text,
    html,
    leadId: lead.id,
  };
}
