import type { messages as en } from "./en-CA";

export const messages: Record<keyof typeof en, string> = {
  "reader.home": "Retour à l'accueil",
  "reader.loading": "Chargement du guide",
  "reader.error": "Erreur",
  "reader.gone": "Impossible de charger le guide. Il a peut-être expiré ou été supprimé.",
  "reader.failed": "Désolés, nous n'avons pas pu créer votre guide. Veuillez réessayer.",
  "reader.retry": "Réessayer",
  "reader.thanks.title": "Merci de votre lecture!",
  "reader.thanks.body": "Nous espérons que ce guide vous aidera à planifier une vente réussie, en toute confiance.",
  "reader.progress": "Progression dans le guide",
  "reader.otherLanguage":
    "Ce guide a été rédigé en anglais, la langue dans laquelle il a été demandé, et n'est pas offert en français.",
  "reader.conclusion": "Conclusion",
  "reader.image.alt": "Illustration : {title}",
  "reader.image.generating": "Création de l'image...",
  "reader.image.generate": "Créer une image",
  "reader.followUp.open": "Parlez-nous davantage de votre situation",
  "reader.followUp.loading": "Chargement des questions",
  "reader.followUp.title": "Aidez-nous à personnaliser votre expérience",
  "reader.followUp.submitting": "Envoi en cours...",
  "reader.followUp.submit": "Envoyer",
  "reader.followUp.yes": "Oui",
  "reader.followUp.no": "Non",
};
