import type { Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "../../lib/email/email-brand";
import { emailTranslator } from "../../lib/email/email-i18n";
import { type EmailBlock, renderEmail } from "../../lib/email/render-email";
import { renderStaffEmail } from "../../lib/email/staff-email";

/**
 * "You have a new message": the text, who sent it, and where to answer, in the recipient's language
 * (decision 017, users.locale), on the brand's template (decision 050). `reader`: the agent (a staff e-mail)
 * or the client (the brokerage's identity at the foot, and why they get it).
 */
export async function messageEmail(options: {
  to: string;
  from: string;
  content: string;
  link: string;
  brokerage: Brokerage;
  publicUrl: string;
  locale: Locale;
  reader: "staff" | "client";
}): Promise<OutgoingEmail> {
  const { locale } = options;
  const t = emailTranslator(locale);
  const brand = emailBrand(options.brokerage, options.publicUrl);
  const blocks: EmailBlock[] = [
    { kind: "text", text: t("email.message.wrote", { from: options.from }) },
    { kind: "quote", text: options.content },
    { kind: "button", text: t("email.message.reply"), href: options.link },
  ];
  const props = { locale, brand, preview: options.content.slice(0, 120), blocks };
  const { html, text } =
    options.reader === "staff"
      ? await renderStaffEmail(props)
      : await renderEmail({ ...props, why: t("email.footer.why.client", { brokerage: brand.name }) });
  return {
    kind: "client_message",
    to: options.to,
    subject: t("email.message.subject", { from: options.from }),
    text,
    html,
  };
}
