import type { EstimateResponse, HomeValueEstimate } from "../../../contract/home-value";
import type { Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import { escapeHtml, type OutgoingEmail } from "../../integrations/mail/outbox";
import { MARKETING_EMAIL_KIND } from "../consent/consent.service";

/** A marketing e-mail (consent purpose `marketing`, checked again by the mail worker at delivery). */
export const HOME_VALUE_REPORT_KIND = `${MARKETING_EMAIL_KIND}_home_value`;

const words = {
  "en-CA": {
    subject: "Your home's estimated value this month",
    hello: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    intro: (address: string) =>
      `Here is this month's estimate for ${address}, from the homes our brokerage sold nearby.`,
    estimate: "Estimated value",
    range: "Likely range",
    comparables: "Recent comparable sales",
    sold: "sold",
    area: "sq ft",
    ask: "Want a full market analysis? Reply to this e-mail and an agent will prepare it.",
    why: "You get this e-mail because you asked for monthly home-value updates.",
    stop: "Unsubscribe",
  },
  "fr-CA": {
    subject: "La valeur estimée de votre propriété ce mois-ci",
    hello: (name: string) => (name ? `Bonjour ${name},` : "Bonjour,"),
    intro: (address: string) =>
      `Voici l'estimation de ce mois-ci pour ${address}, tirée des propriétés que notre courtage a vendues à proximité.`,
    estimate: "Valeur estimée",
    range: "Fourchette probable",
    comparables: "Ventes comparables récentes",
    sold: "vendue le",
    area: "pi²",
    ask: "Vous souhaitez une analyse comparative de marché complète? Répondez à ce courriel et un courtier la préparera.",
    why: "Vous recevez ce courriel parce que vous avez demandé des nouvelles mensuelles de la valeur de votre propriété.",
    stop: "Se désabonner",
  },
} as const;

const money = (locale: Locale, n: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "CAD", maximumFractionDigits: 0 }).format(n);

/** The monthly home-value e-mail (decision 041): the number, three comparables, the disclaimer, the way out. */
export function homeValueReportEmail(options: {
  to: string;
  leadId: string;
  firstName: string;
  address: string;
  locale: Locale;
  answer: EstimateResponse & { estimate: HomeValueEstimate };
  brokerage: Brokerage;
  unsubscribeUrl: string;
}): OutgoingEmail {
  const { locale, answer, brokerage } = options;
  const t = words[locale];
  // French puts a space before the colon.
  const colon = locale === "fr-CA" ? " :" : ":";
  const e = answer.estimate;
  const comparables = answer.comparables
    .slice(0, 3)
    .map(
      (c) =>
        `${c.address}, ${c.city} — ${t.sold} ${c.soldDate} — ${money(locale, c.price)} — ${c.livingArea} ${t.area}`,
    );
  const identity = [brokerage.name, brokerage.address, brokerage.phone, brokerage.email].filter(Boolean);
  const text = [
    t.hello(options.firstName),
    "",
    t.intro(options.address),
    "",
    `${t.estimate}${colon} ${money(locale, e.value)}`,
    `${t.range}${colon} ${money(locale, e.low)} – ${money(locale, e.high)}`,
    "",
    `${t.comparables}${colon}`,
    ...comparables.map((c) => `- ${c}`),
    "",
    answer.disclaimer,
    "",
    t.ask,
    "",
    ...identity,
    "",
    `${t.why} ${t.stop}${colon} ${options.unsubscribeUrl}`,
  ].join("\n");
  const html = `<p>${escapeHtml(t.hello(options.firstName))}</p>
<p>${escapeHtml(t.intro(options.address))}</p>
<p><strong>${escapeHtml(t.estimate)}${colon} ${escapeHtml(money(locale, e.value))}</strong><br>${escapeHtml(t.range)}${colon} ${escapeHtml(money(locale, e.low))} – ${escapeHtml(money(locale, e.high))}</p>
<p>${escapeHtml(t.comparables)}${colon}</p><ul>${comparables.map((c) => `<li>${escapeHtml(c)}</li>`).join("")}</ul>
<p style="font-size:13px;color:#475569">${escapeHtml(answer.disclaimer)}</p>
<p>${escapeHtml(t.ask)}</p>
<p>${identity.map(escapeHtml).join("<br>")}</p>
<p style="font-size:12px;color:#64748b">${escapeHtml(t.why)} <a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(t.stop)}</a></p>`;
  return {
    kind: HOME_VALUE_REPORT_KIND,
    to: options.to,
    subject: t.subject,
    text,
    html,
    leadId: options.leadId,
    unsubscribeUrl: options.unsubscribeUrl,
  };
}
