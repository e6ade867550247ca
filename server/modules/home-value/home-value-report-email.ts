import type { EstimateResponse, HomeValueEstimate } from "../../../contract/home-value";
import type { Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "../../lib/email/email-brand";
import { emailDay, emailMoney, emailNumber } from "../../lib/email/email-format";
import { emailTranslator } from "../../lib/email/email-i18n";
import { renderEmail } from "../../lib/email/render-email";
import { sellerSender } from "../../lib/email/sender";
import { MARKETING_EMAIL_KIND } from "../consent/consent.service";

/** A marketing e-mail (consent purpose `marketing`, checked again by the mail worker at delivery). */
export const HOME_VALUE_REPORT_KIND = `${MARKETING_EMAIL_KIND}_home_value`;

/**
 * The monthly home-value e-mail (decision 041): the number, three comparables (dated as the page dates
 * them), the disclaimer, the way to the full analysis, the way out. Its reason names the consent the
 * seller ticked ("market updates and selling tips by e-mail").
 */
export async function homeValueReportEmail(options: {
  to: string;
  leadId: string;
  firstName: string;
  address: string;
  locale: Locale;
  answer: EstimateResponse & { estimate: HomeValueEstimate };
  brokerage: Brokerage;
  unsubscribeUrl: string;
  publicUrl: string;
  agent?: { name: string; email: string } | null;
}): Promise<OutgoingEmail> {
  const { locale, answer, brokerage } = options;
  const t = emailTranslator(locale);
  const e = answer.estimate;
  const money = (n: number) => emailMoney(n, locale);
  const comparables = answer.comparables.slice(0, 3).map((c) =>
    t("email.homeValue.comparable", {
      address: c.address,
      city: c.city,
      date: emailDay(c.soldDate, locale),
      price: money(c.price),
      area: emailNumber(c.livingArea, locale),
    }),
  );
  const subject = t("email.homeValue.subject");
  const analysisPath = locale === "fr-CA" ? "/fr/lead-flow/realtor" : "/lead-flow/realtor";
  const { html, text } = await renderEmail({
    locale,
    brand: emailBrand(brokerage, options.publicUrl),
    preview: `${t("email.homeValue.estimate")} ${money(e.value)}`,
    blocks: [
      {
        kind: "text",
        text: options.firstName ? t("email.hello", { name: options.firstName }) : t("email.helloNoName"),
      },
      { kind: "text", text: t("email.homeValue.intro", { address: options.address }) },
      {
        kind: "facts",
        rows: [
          { label: t("email.homeValue.estimate"), value: money(e.value) },
          {
            label: t("email.homeValue.range"),
            value: t("email.homeValue.rangeValue", { low: money(e.low), high: money(e.high) }),
          },
        ],
      },
      { kind: "list", title: t("email.homeValue.comparables"), items: comparables },
      { kind: "note", text: answer.disclaimer },
      { kind: "text", text: t("email.homeValue.ask") },
      { kind: "button", text: t("email.homeValue.button"), href: `${options.publicUrl}${analysisPath}` },
    ],
    why: t("email.footer.why.homeValue", { brokerage: brokerage.name }),
    unsubscribe: { href: options.unsubscribeUrl, text: t("email.footer.unsubscribe") },
  });
  return {
    kind: HOME_VALUE_REPORT_KIND,
    to: options.to,
    subject,
    text,
    html,
    leadId: options.leadId,
    unsubscribeUrl: options.unsubscribeUrl,
    sender: sellerSender({
      agentName: options.agent?.name ?? null,
      agentEmail: options.agent?.email ?? null,
      brokerage,
    }),
  };
}
