import type { Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "./email-brand";
import { emailTranslator } from "./email-i18n";
import { renderEmail } from "./render-email";
import { sellerSender } from "./sender";

/**
 * An agent's own words to a seller (an answer in the conversation, the brief's follow-up), on the brand's
 * template in the seller's language: the words as written, "Sent by … on behalf of …", the brokerage's
 * identity, and from the agent so a reply comes back to the lead (decision 050).
 */
export async function agentMessageEmail(options: {
  kind: "conversation_reply" | "agent_message";
  to: string;
  leadId: string;
  subject: string;
  body: string;
  locale: Locale;
  agent: { name: string; email: string } | null;
  brokerage: Brokerage;
  publicUrl: string;
}): Promise<OutgoingEmail> {
  const { brokerage, agent, locale } = options;
  const t = emailTranslator(locale);
  const { html, text } = await renderEmail({
    locale,
    brand: emailBrand(brokerage, options.publicUrl),
    preview: options.body.slice(0, 120),
    blocks: [{ kind: "quote", text: options.body }],
    signature: agent ? t("email.footer.sentBy", { agent: agent.name, brokerage: brokerage.name }) : undefined,
    why: t("email.footer.why.request"),
  });
  return {
    kind: options.kind,
    to: options.to,
    subject: options.subject,
    text,
    html,
    leadId: options.leadId,
    sender: sellerSender({ agentName: agent?.name ?? null, agentEmail: agent?.email ?? null, brokerage }),
  };
}
