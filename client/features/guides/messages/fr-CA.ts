import type { messages as en } from "./en-CA";

export const messages: Record<keyof typeof en, string> = {
  "guides.loading": "Chargement du guide",
  "guides.loadError": "Impossible de charger ce guide. Veuillez réessayer.",
  "guides.empty": "Ce guide n'a pas encore de contenu.",
  "guides.sectionsNav": "Sections du guide",
  "guides.progress": "Section {current} sur {total}",
  "guides.fellBack": "Ce guide n'est pas encore offert en français : voici sa version anglaise.",
  "guides.exploreMore": "Découvrez d'autres guides",
  "guides.showDifferent": "Afficher d'autres guides",
  "guides.consultation.title": "Besoin d'un coup de main personnalisé?",
  "guides.consultation.intro":
    "Laissez-nous vos coordonnées et un courtier immobilier de votre région communiquera avec vous pour en parler ({topic}).",
  "guides.consultation.firstName": "Prénom",
  "guides.consultation.email": "Courriel",
  "guides.consultation.phone": "Téléphone",
  "guides.consultation.sending": "Envoi en cours...",
  "guides.consultation.submit": "Demander une consultation",
  "guides.consultation.thanks": "Un courtier immobilier communiquera avec vous sous peu.",
  "guides.consultation.failed": "Veuillez réessayer plus tard.",
};
