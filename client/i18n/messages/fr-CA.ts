import type { messages as en } from "./en-CA";

// Français du Québec: écrit pour des vendeurs d'ici, pas traduit mot à mot.
export const messages: Record<keyof typeof en, string> = {
  "meta.title": "Portail du vendeur – vendez votre propriété en toute confiance",
  "meta.description":
    "Des guides gratuits pour vendre votre propriété, un guide du vendeur personnalisé et deux façons de vendre : avec un courtier immobilier de votre région ou contre une offre d'achat comptant immédiate.",
  "meta.guideTitle": "{title} – Guide du vendeur",
  "common.siteName": "Portail du vendeur",
  "common.loading": "Chargement",
  "common.tryAgain": "Réessayer",
  "common.close": "Fermer",
  "common.required": "Obligatoire",
  "common.backToHome": "Retour à l'accueil",
  "switch.label": "Langue",
  "switch.toOther": "English",
  "switch.toOtherLabel": "Read this page in English",
  "footer.rights": "© {year} {name}. Tous droits réservés.",
  "consent.text":
    "En soumettant ce formulaire, vous acceptez que {name} communique avec vous par téléphone, par courriel ou par texto au sujet de la vente de votre propriété. Vous pouvez retirer votre consentement en tout temps{contact, select, none {} other { en nous joignant au {contact}}} ou au moyen du lien de désabonnement présent dans chaque courriel. Vos renseignements personnels sont utilisés uniquement à cette fin, conformément à la Loi 25 du Québec.",
  "consent.or": "ou",
  "notFound.title": "404 Page introuvable",
  "notFound.body": "La page que vous cherchez n'existe pas ou a été déplacée.",
  "notFound.home": "Aller à la page d'accueil",
  "stepNav.label": "Étapes du guide",
  "stepNav.previous": "Précédent",
  "stepNav.next": "Suivant",
  "stepNav.finish": "Terminer",
  "toast.thankYou": "Merci!",
  "toast.submissionFailed": "Échec de l'envoi",
  "validation.email": "Veuillez entrer une adresse courriel valide",
  "validation.emailDot": "Veuillez entrer une adresse courriel valide.",
  "validation.phone": "Veuillez entrer un numéro de téléphone valide",
  "validation.name": "Veuillez entrer votre nom",
  "validation.nameDot": "Veuillez entrer votre nom.",
  "validation.invalidEmail": "Adresse courriel invalide",
  "validation.unsafe": "Contient des caractères non autorisés",
  "validation.contact": "Indiquez un courriel ou un numéro de téléphone",
};
