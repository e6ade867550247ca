import type { Locale } from "../../../../contract/locale";

/**
 * The agent's ready-made texts, written in the seller's language (not the screen's): the seller reads
 * them. {name} is the seller's first name, {agent} the agent's, {brokerage} the brokerage's.
 */
export const textTemplateIds = ["intro", "followUp", "visit", "documents"] as const;
export type TextTemplateId = (typeof textTemplateIds)[number];

const templates: Record<Locale, Record<TextTemplateId, string>> = {
  "en-CA": {
    intro: "Hi {name}, this is {agent} from {brokerage}. Thanks for your request! When is a good time to talk?",
    followUp: "Hi {name}, {agent} from {brokerage} here. Just following up on your home: any questions I can answer?",
    visit:
      "Hi {name}, it's {agent} from {brokerage}. Could I visit your property this week to prepare your evaluation?",
    documents:
      "Hi {name}, {agent} from {brokerage}. I've shared a few documents with you. Let me know if anything is unclear.",
  },
  "fr-CA": {
    intro:
      "Bonjour {name}, ici {agent}, de {brokerage}. Merci de votre demande! Quel moment vous conviendrait pour en parler?",
    followUp:
      "Bonjour {name}, ici {agent}, de {brokerage}. Je fais un suivi au sujet de votre propriété : avez-vous des questions?",
    visit:
      "Bonjour {name}, ici {agent}, de {brokerage}. Pourrais-je visiter votre propriété cette semaine pour préparer votre évaluation?",
    documents:
      "Bonjour {name}, ici {agent}, de {brokerage}. Je vous ai transmis quelques documents. N'hésitez pas si quelque chose n'est pas clair.",
  },
};

/** A template filled for this seller, in their language; an unknown name leaves "Hi," rather than "Hi ,". */
export function fillTemplate(
  id: TextTemplateId,
  locale: Locale,
  values: { name: string | null; agent: string; brokerage: string },
): string {
  const firstName = values.name?.trim().split(/\s+/)[0] ?? "";
  return templates[locale][id]
    .replaceAll("{name}", firstName)
    .replaceAll("{agent}", values.agent)
    .replaceAll("{brokerage}", values.brokerage)
    .replace(/\s+,/g, ",")
    .replace(/\s{2,}/g, " ");
}
