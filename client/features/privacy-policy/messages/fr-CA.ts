// La page /fr/privacy (decision 021); mêmes clés que en-CA.ts.
export const messages = {
  "privacyPage.title": "Politique de confidentialité",
  "privacyPage.metaDescription":
    "Comment nous recueillons, utilisons et protégeons vos renseignements personnels, et comment nous joindre à ce sujet.",
  "privacyPage.loading": "Chargement de la politique de confidentialité",
  "privacyPage.error": "La politique de confidentialité n'a pas pu être chargée. Veuillez réessayer plus tard.",
  "privacyPage.updated": "Dernière mise à jour : {date}",
  "privacyPage.home": "Retour à l'accueil",
} as const;
