import { DEFAULT_LOCALE, type Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "../../lib/email/email-brand";
import { emailTranslator } from "../../lib/email/email-i18n";
import { renderEmail } from "../../lib/email/render-email";
import { sellerSender } from "../../lib/email/sender";

/** The guide link for the visitor, with the brokerage's identity and a working unsubscribe link (CASL). */
export async function sellersGuideEmail(options: {
  to: string;
  leadId: string;
  topic: string;
  guideUrl: string;
  unsubscribeUrl: string;
  brokerage: Brokerage;
  publicUrl: string;
  locale?: Locale;
  agent?: { name: string; email: string } | null;
}): Promise<OutgoingEmail> {
  const { brokerage } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const t = emailTranslator(locale);
  const ready = t("email.guide.ready", { topic: options.topic });
  const { html, text } = await renderEmail({
    locale,
    brand: emailBrand(brokerage, options.publicUrl),
    preview: ready,
    blocks: [
      { kind: "text", text: t("email.helloNoName") },
      { kind: "lead", text: ready },
      { kind: "button", text: t("email.guide.button"), href: options.guideUrl },
      { kind: "text", text: t("email.guide.questions") },
    ],
    why: t("email.footer.why.guide"),
    unsubscribe: { href: options.unsubscribeUrl, text: t("email.footer.unsubscribe") },
  });
  return {
    kind: "sellers_guide",
    unsubscribeUrl: options.unsubscribeUrl,
    to: options.to,
    subject: t("email.guide.subject", { topic: options.topic }),
    text,
    html,
    leadId: options.leadId,
    sender: sellerSender({
      agentName: options.agent?.name ?? null,
      agentEmail: options.agent?.email ?? null,
      brokerage,
    }),
  };
}

/** The seller's pages are under `/fr` in French (client/i18n/locale-path.ts). */
export function sellerPagePath(locale: string, path: string): string {
  return locale === "fr-CA" ? `/fr${path}` : path;
}
