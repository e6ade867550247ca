import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "./email-brand";
import { emailTranslator } from "./email-i18n";
import { renderStaffEmail, type StaffRecipient, staffLeadLink } from "./staff-email";

/**
 * The agent hears that the seller answered (an e-mail reply: `email_reply`; a text: `text_reply`), in the
 * agent's language, on the brand's template: who, their words as written, and the lead to answer from.
 */
export async function replyAlertEmail(options: {
  channel: "email" | "text";
  to: StaffRecipient;
  name: string;
  body: string;
  leadId: string;
  brokerage: Brokerage;
  publicUrl: string;
}): Promise<OutgoingEmail> {
  const { channel, to, name } = options;
  const t = emailTranslator(to.locale);
  const line = t(`email.reply.${channel}.line`, { name });
  const { html, text } = await renderStaffEmail({
    locale: to.locale,
    brand: emailBrand(options.brokerage, options.publicUrl),
    preview: options.body.slice(0, 120),
    blocks: [
      { kind: "text", text: line },
      { kind: "quote", text: options.body },
      { kind: "button", text: t("email.lead.openToAnswer"), href: staffLeadLink(options.publicUrl, options.leadId) },
    ],
  });
  return {
    kind: channel === "email" ? "email_reply" : "text_reply",
    to: to.email,
    subject: t(`email.reply.${channel}.subject`, { name }),
    text,
    html,
    leadId: options.leadId,
  };
}
