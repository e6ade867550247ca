import type { Brokerage } from "../../../contract/settings";
import { emailBrand } from "../../lib/email/email-brand";
import { emailTranslator } from "../../lib/email/email-i18n";
import { renderStaffEmail, type StaffRecipient } from "../../lib/email/staff-email";
import type { OutgoingEmail } from "../mail/outbox.repository";

/**
 * Tells an admin that an endpoint failed every delivery for a day and was disabled, in the admin's
 * language, on the brand's template (decision 050), with the way to Admin › Integrations.
 */
export async function webhookDisabledEmail(options: {
  to: StaffRecipient;
  url: string;
  endpointId: number;
  brokerage: Brokerage;
  publicUrl: string;
}): Promise<OutgoingEmail> {
  const { to } = options;
  const t = emailTranslator(to.locale);
  const host = new URL(options.url).host;
  const line = t("email.webhook.line", { host, id: options.endpointId });
  const { html, text } = await renderStaffEmail({
    locale: to.locale,
    brand: emailBrand(options.brokerage, options.publicUrl),
    preview: line,
    blocks: [
      { kind: "lead", text: line },
      { kind: "text", text: t("email.webhook.todo") },
      { kind: "button", text: t("email.webhook.open"), href: `${options.publicUrl}/dashboard?tab=integrations` },
    ],
  });
  return { kind: "webhook_disabled", to: to.email, subject: t("email.webhook.subject", { host }), text, html };
}
