import type { Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "../../lib/email/email-brand";
import { emailTranslator } from "../../lib/email/email-i18n";
import { renderEmail } from "../../lib/email/render-email";
import { sellerSender } from "../../lib/email/sender";

/** The full analysis the seller asked for (decision 046): an answer to their inquiry, on its consent. */
export const HOME_VALUE_ANALYSIS_KIND = "home_value_analysis";

/**
 * The analysis e-mail, from the agent who approved it (decision 050: the brand's template, signed by the
 * agent, a reply goes to them), with the PDF attached.
 */
export async function analysisEmail(input: {
  to: string;
  leadId: string;
  firstName: string;
  locale: Locale;
  agent: { name: string; email: string; phone: string | null };
  brokerage: Brokerage;
  publicUrl: string;
  pdf: Buffer;
}): Promise<OutgoingEmail> {
  const t = emailTranslator(input.locale);
  const { brokerage } = input;
  const signature = [input.agent.name, brokerage.name, input.agent.phone ?? "", input.agent.email].filter(
    (line) => line !== "",
  );
  const { html, text } = await renderEmail({
    locale: input.locale,
    brand: emailBrand(brokerage, input.publicUrl),
    preview: t("email.analysis.subject"),
    blocks: [
      { kind: "text", text: input.firstName ? t("email.hello", { name: input.firstName }) : t("email.helloNoName") },
      { kind: "text", text: t("email.analysis.body") },
      { kind: "text", text: t("email.analysis.questions") },
    ],
    signature: signature.join("\n"),
    why: t("email.footer.why.request"),
  });
  return {
    kind: HOME_VALUE_ANALYSIS_KIND,
    to: input.to,
    leadId: input.leadId,
    subject: t("email.analysis.subject"),
    text,
    html,
    attachments: [
      {
        filename: t("email.analysis.filename"),
        contentType: "application/pdf",
        contentBase64: input.pdf.toString("base64"),
      },
    ],
    sender: sellerSender({ agentName: input.agent.name, agentEmail: input.agent.email, brokerage }),
  };
}
