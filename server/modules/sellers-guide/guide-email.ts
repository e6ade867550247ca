import { DEFAULT_LOCALE, type Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import { escapeHtml, type OutgoingEmail } from "../../integrations/mail/outbox";

interface GuideEmailTexts {
  hello: string;
  ready: (topic: string) => string;
  readyHtml: (topic: string) => string;
  read: string;
  questions: string;
  why: string;
  stop: (url: string) => string;
  unsubscribe: string;
  subject: (topic: string) => string;
}

// The seller's e-mail goes in their language (decision 017). English exactly as before; French written for
// Québec sellers, with the unsubscribe wording CASL and Law 25 expect.
export const guideEmailTexts: Record<Locale, GuideEmailTexts> = {
  "en-CA": {
    hello: "Hello,",
    ready: (topic) => `Your personalized seller's guide on ${topic} is ready:`,
    readyHtml: (topic) => `Your personalized seller's guide on <strong>${topic}</strong> is ready.`,
    read: "Read your guide",
    questions: "Questions about your sale? Just reply to this e-mail or call us.",
    why: "You received this because you asked for this guide on our website.",
    stop: (url) => `To stop receiving e-mails from us: ${url}`,
    unsubscribe: "Unsubscribe",
    subject: (topic) => `Your personalized seller's guide: ${topic}`,
  },
  "fr-CA": {
    hello: "Bonjour,",
    ready: (topic) => `Votre guide du vendeur personnalisé sur le sujet « ${topic} » est prêt :`,
    readyHtml: (topic) => `Votre guide du vendeur personnalisé sur le sujet « <strong>${topic}</strong> » est prêt.`,
    read: "Lire votre guide",
    questions: "Des questions sur votre vente? Répondez simplement à ce courriel ou appelez-nous.",
    why: "Vous recevez ce courriel parce que vous avez demandé ce guide sur notre site Web.",
    stop: (url) => `Pour ne plus recevoir de courriels de notre part, désabonnez-vous ici : ${url}`,
    unsubscribe: "Se désabonner",
    subject: (topic) => `Votre guide du vendeur personnalisé : ${topic}`,
  },
};

/** The guide link for the visitor, with the brokerage's identity and a working unsubscribe link (CASL). */
export function sellersGuideEmail(options: {
  to: string;
  leadId: string;
  topic: string;
  guideUrl: string;
  unsubscribeUrl: string;
  brokerage: Brokerage;
  locale?: Locale;
}): OutgoingEmail {
  const { brokerage } = options;
  const t = guideEmailTexts[options.locale ?? DEFAULT_LOCALE];
  const identity = [brokerage.name, brokerage.address, brokerage.phone, brokerage.email].filter(Boolean);
  const text = [
    t.hello,
    "",
    t.ready(options.topic),
    options.guideUrl,
    "",
    t.questions,
    "",
    ...identity,
    "",
    `${t.why} ${t.stop(options.unsubscribeUrl)}`,
  ].join("\n");
  const html = `<p>${t.hello}</p><p>${t.readyHtml(escapeHtml(options.topic))}</p>
<p><a href="${escapeHtml(options.guideUrl)}">${t.read}</a></p>
<p>${t.questions}</p>
<p>${identity.map(escapeHtml).join("<br>")}</p>
<p style="font-size:12px;color:#64748b">${t.why}
<a href="${escapeHtml(options.unsubscribeUrl)}">${t.unsubscribe}</a></p>`;
  return {
    kind: "sellers_guide",
    unsubscribeUrl: options.unsubscribeUrl,
    to: options.to,
    subject: t.subject(options.topic),
    text,
    html,
    leadId: options.leadId,
  };
}

/** The seller's pages are under `/fr` in French (client/i18n/locale-path.ts). */
export function sellerPagePath(locale: string, path: string): string {
  return locale === "fr-CA" ? `/fr${path}` : path;
}
