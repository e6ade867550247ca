import type { Locale } from "../../../contract/locale";
import type { TextAcknowledgementSettings } from "../../../contract/texting";

/**
 * What texts say in each language (decision 038). The acknowledgement is the admins' to edit (settings);
 * the STOP, START and HELP answers follow carrier practice and are fixed.
 */
export const defaultAcknowledgement: TextAcknowledgementSettings = {
  enabled: true,
  text: {
    "en-CA": "{brokerage}: Hi {name}, we received your request. {promise} Reply STOP to unsubscribe.",
    "fr-CA":
      "{brokerage} : Bonjour {name}, nous avons bien reçu votre demande. {promise} Répondez ARRET pour vous désabonner.",
  },
};

/** The spec's promise (the thank-you screen): an agent shortly, or a cash offer within 24 hours. */
export const promises: Record<Locale, { realtor: string; cash: string }> = {
  "en-CA": {
    realtor: "A real estate agent will be in touch with you shortly to discuss your property.",
    cash: "We'll prepare your cash offer and contact you within 24 hours.",
  },
  "fr-CA": {
    realtor: "Un courtier immobilier communiquera avec vous sous peu pour discuter de votre propriété.",
    cash: "Nous préparons votre offre d'achat au comptant et communiquerons avec vous d'ici 24 heures.",
  },
};

export const unsubscribeLine: Record<Locale, string> = {
  "en-CA": "Reply STOP to unsubscribe.",
  "fr-CA": "Répondez ARRET pour vous désabonner.",
};

export const keywordAnswers: Record<
  Locale,
  {
    stop: (brokerage: string) => string;
    start: (brokerage: string) => string;
    help: (brokerage: string, contact: string) => string;
  }
> = {
  "en-CA": {
    stop: (b) => `${b}: You are unsubscribed and will receive no more texts from us. Reply START to resubscribe.`,
    start: (b) => `${b}: You are subscribed again and may receive texts about your request. Reply STOP to unsubscribe.`,
    help: (b, contact) =>
      `${b}: texts about your request to sell your home. Questions? Contact us${contact ? ` at ${contact}` : ""}. Reply STOP to unsubscribe.`,
  },
  "fr-CA": {
    stop: (b) =>
      `${b} : Vous êtes désabonné et ne recevrez plus de textos de notre part. Répondez START pour vous réabonner.`,
    start: (b) =>
      `${b} : Vous êtes de nouveau abonné et pourriez recevoir des textos au sujet de votre demande. Répondez ARRET pour vous désabonner.`,
    help: (b, contact) =>
      `${b} : textos au sujet de votre demande de vente de propriété. Des questions? Joignez-nous${contact ? ` au ${contact}` : ""}. Répondez ARRET pour vous désabonner.`,
  },
};

/** Fills an acknowledgement template and makes sure it ends with the unsubscribe line. */
export function fillAcknowledgement(
  template: string,
  locale: Locale,
  values: { brokerage: string; name: string; agent: string; promise: string },
): string {
  let text = template
    .replaceAll("{brokerage}", values.brokerage)
    .replaceAll("{name}", values.name)
    .replaceAll("{agent}", values.agent)
    .replaceAll("{promise}", values.promise)
    // An empty name leaves "Hi ," behind.
    .replace(/\s+([,.])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
  if (!/\b(STOP|ARRET|ARRÊT)\b/i.test(text)) text = `${text} ${unsubscribeLine[locale]}`;
  return text;
}
