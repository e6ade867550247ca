import type { messages as en } from "./en-CA";

export const messages: Record<keyof typeof en, string> = {
  "demo.loading": "Chargement du guide",
  "demo.loadingForm": "Chargement du formulaire",
  "demo.form.title": "Prêt à parler de votre propriété?",
  "demo.form.intro":
    "Dites-nous comment vous joindre et un membre de notre équipe communiquera avec vous pour discuter des prochaines étapes.",
  "demo.form.name": "Nom",
  "demo.form.email": "Courriel",
  "demo.form.phone": "Téléphone (facultatif)",
  "demo.form.message": "Questions ou commentaires (facultatif)",
  "demo.form.sending": "Envoi en cours...",
  "demo.form.send": "Envoyer",
  "demo.toast.nameRequired": "Nom obligatoire",
  "demo.toast.invalidEmail": "Courriel invalide",
  "demo.toast.thanks": "Nous communiquerons avec vous sous peu.",
  "demo.toast.error": "Erreur d'envoi",
  "demo.toast.errorBody": "Impossible d'envoyer vos renseignements. Veuillez réessayer.",
};
