import type { Locale } from "../../../contract/locale";
import type { FollowUpQuestion } from "../../../contract/sellers-guide";

/**
 * The reader's follow-up form ('Help us personalize your experience'); `name` and `q1` are required. The
 * phone question's answer becomes the lead's phone when it is a valid number.
 */
export const followUpQuestions: FollowUpQuestion[] = [
  { id: "name", text: "What's your name?", type: "text", required: true },
  {
    id: "q1",
    text: "What's your biggest concern about selling?",
    type: "multiple_choice",
    options: [
      "Getting the right price",
      "Timing my sale and my next purchase",
      "Preparing my home for showings",
      "Understanding the costs",
      "Something else",
    ],
    required: true,
  },
  {
    id: "q2",
    text: "Would you like a free, no-obligation home evaluation?",
    type: "yes_no",
    options: ["Yes", "No"],
    required: false,
  },
  { id: "q3", text: "What's the best phone number to reach you?", type: "phone", required: false },
  { id: "q4", text: "Is there anything else you'd like us to know?", type: "text", required: false },
];

/** The same questions for a French reader. The yes/no answers stay "Yes"/"No" (the page labels them). */
const frenchFollowUpQuestions: FollowUpQuestion[] = [
  { id: "name", text: "Quel est votre nom?", type: "text", required: true },
  {
    id: "q1",
    text: "Quelle est votre plus grande préoccupation à propos de la vente?",
    type: "multiple_choice",
    options: [
      "Obtenir le bon prix",
      "Coordonner ma vente et mon prochain achat",
      "Préparer ma propriété pour les visites",
      "Comprendre les frais (courtage, notaire, taxe de bienvenue)",
      "Autre chose",
    ],
    required: true,
  },
  {
    id: "q2",
    text: "Aimeriez-vous une évaluation gratuite et sans engagement de votre propriété?",
    type: "yes_no",
    options: ["Yes", "No"],
    required: false,
  },
  { id: "q3", text: "À quel numéro de téléphone pouvons-nous vous joindre?", type: "phone", required: false },
  { id: "q4", text: "Y a-t-il autre chose que vous aimeriez nous dire?", type: "text", required: false },
];

export function followUpQuestionsFor(locale: Locale | undefined): FollowUpQuestion[] {
  return locale === "fr-CA" ? frenchFollowUpQuestions : followUpQuestions;
}
