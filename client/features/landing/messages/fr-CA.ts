import type { messages as en } from "./en-CA";

export const messages: Record<keyof typeof en, string> = {
  "landing.eyebrow": "Guides gratuits pour les vendeurs",
  "landing.title": "Vendez votre propriété en toute confiance",
  "landing.intro":
    "Répondez à quelques questions rapides et recevez un guide du vendeur adapté à votre déménagement — puis choisissez comment vendre : avec un courtier immobilier de votre région ou contre une offre d'achat comptant immédiate.",
  "landing.sample": "Voir un exemple de guide",
  "landing.browseTitle": "Parcourez nos guides gratuits pour les vendeurs",
  "landing.browseSubtitle": "Lisez n'importe quel guide tout de suite, sans inscription.",
  "landing.sell.title": "Vendre votre propriété",
  "landing.sell.subtitle": "Deux façons de vendre. Choisissez celle qui vous convient le mieux.",
  "landing.sell.agent.title": "Avec un courtier immobilier",
  "landing.sell.agent.description":
    "Obtenez le meilleur prix avec un expert de votre région à vos côtés, de l'inscription jusqu'à la signature chez le notaire.",
  "landing.sell.agent.point1": "Conseils d'expert",
  "landing.sell.agent.point2": "Inscription sur Centris et le MLS",
  "landing.sell.agent.point3": "Aide à la négociation",
  "landing.sell.agent.point4": "Aide avec la paperasse",
  "landing.sell.cash.title": "Obtenez une offre d'achat comptant immédiate",
  "landing.sell.cash.description": "Évitez la mise en vente et vendez selon votre horaire.",
  "landing.sell.cash.point1": "Vendez la propriété telle quelle",
  "landing.sell.cash.point2": "Transaction conclue en aussi peu que 7 jours",
  "landing.sell.cash.point3": "Aucune visite",
  "landing.sell.cash.point4": "Aucune mise en valeur à prévoir",
  "landing.sell.value.title": "Combien vaut ma propriété?",
  "landing.sell.value.description":
    "Voyez d'abord une estimation, tirée des propriétés que nous avons vendues près de chez vous.",
  "landing.sell.value.action": "Voir mon estimation",
  "landing.valueLink": "Combien vaut ma propriété?",
  "landing.choose": "Choisir",
  "landing.chooseTopic": "Choisir {title}",
  "landing.picker.title": "Nous sommes là pour simplifier la vente de votre propriété.",
  "landing.picker.subtitle": "Sur quoi aimeriez-vous de l'aide?",
  "landing.picker.error": "Impossible de charger les sujets. Veuillez réessayer.",
  "landing.picker.loading": "Chargement des sujets",
  "landing.picker.empty": "Aucun sujet n'est offert pour le moment.",
  "landing.picker.more": "Voir d'autres sujets",
};
