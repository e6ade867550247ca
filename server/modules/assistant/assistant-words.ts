import type { QualificationStep } from "../../../contract/assistant";
import type { Locale } from "../../../contract/locale";

type Words = {
  greeting: (brokerage: string) => string;
  questions: Record<QualificationStep, string>;
  done: string;
  bridge: (agent: string) => string;
  guideAnswer: (title: string, text: string) => string;
  /** Who the bridge names when no agent has the lead yet. */
  anAgent: string;
};

/** The assistant's texts in both catalogues (en-CA, fr-CA). Never "appraisal", never a person. */
export const assistantWords: Record<Locale, Words> = {
  "en-CA": {
    greeting: (brokerage) => `Hi, this is ${brokerage}'s automated assistant.`,
    questions: {
      timeline: "When are you hoping to sell?",
      motivation: "What is bringing you to sell?",
      condition: "How would you describe the home's condition?",
      expectations: "What matters most to you in this sale?",
    },
    done: "Thank you, I've noted that for your agent. Ask me anything about selling in the meantime.",
    bridge: (agent) => `I'm bringing in ${agent} now.`,
    guideAnswer: (title, text) => `From our guide "${title}": ${text}`,
    anAgent: "one of our agents",
  },
  "fr-CA": {
    greeting: (brokerage) => `Bonjour, ici l'assistant automatisé de ${brokerage}.`,
    questions: {
      timeline: "Quand souhaitez-vous vendre?",
      motivation: "Qu'est-ce qui vous amène à vendre?",
      condition: "Comment décririez-vous l'état de la propriété?",
      expectations: "Qu'est-ce qui compte le plus pour vous dans cette vente?",
    },
    done: "Merci, je l'ai noté pour votre courtier. Posez-moi vos questions sur la vente en attendant.",
    bridge: (agent) => `Je fais venir ${agent} maintenant.`,
    guideAnswer: (title, text) => `Selon notre guide « ${title} » : ${text}`,
    anAgent: "un de nos courtiers",
  },
};
