import type { messages as en } from "./en-CA";

export const messages: Record<keyof typeof en, string> = {
  "library.title": "Bibliothèque des guides du vendeur",
  "library.loading": "Chargement des sujets des guides",
  "library.error": "Impossible de charger les sujets des guides. Veuillez réessayer plus tard.",
  "library.empty": "Aucun sujet de guide n'est offert pour le moment. Revenez bientôt.",
  "library.viewer.loading": "Chargement du contenu du guide",
  "library.viewer.error": "Impossible de charger le contenu du guide.",
  "library.viewer.empty": "Ce guide n'a pas encore de contenu.",
  "library.viewer.otherLanguage": "Ce guide n'est pas encore offert en français : voici sa version anglaise.",
  "library.viewer.nav": "Sections",
  "library.viewer.position": "{current} sur {total}",
  "library.viewer.back": "Retour aux sujets",
};
