import type { messages as en } from "./en-CA";

export const messages: Record<keyof typeof en, string> = {
  "calendarFeed.title": "Flux d'agenda",
  "calendarFeed.backToDashboard": "Retour au tableau de bord",
  "calendarFeed.intro":
    "Abonnez-vous à cette adresse privée dans Google Agenda, Outlook ou Calendrier d'Apple pour y voir vos rappels ouverts. Quiconque a l'adresse peut lire vos rappels : gardez-la pour vous et désactivez-la si elle est divulguée.",
  "calendarFeed.loading": "Chargement...",
  "calendarFeed.failed": "Impossible de charger votre flux d'agenda.",
  "calendarFeed.yourFeed": "Votre flux",
  "calendarFeed.address": "Adresse de votre agenda (affichée une seule fois : copiez-la)",
  "calendarFeed.on":
    "Votre flux est actif depuis le {date}. Son adresse a été affichée à sa création; créez-en une nouvelle si vous en avez besoin (l'ancienne cessera alors de fonctionner).",
  "calendarFeed.none": "Vous n'avez aucun flux d'agenda.",
  "calendarFeed.newAddress": "Créer une nouvelle adresse",
  "calendarFeed.create": "Créer mon flux d'agenda",
  "calendarFeed.turnOffButton": "Désactiver le flux",
  "calendarFeed.confirm": "Désactiver votre flux d'agenda?",
  "calendarFeed.turnOff": "Désactiver",
  "calendarFeed.confirmBody": "Les agendas qui y sont abonnés ne recevront plus vos rappels.",
  "calendarFeed.turnedOff": "Flux d'agenda désactivé",
  "calendarFeed.error": "Erreur",
  "calendarFeed.copy": "Copier",
  "calendarFeed.copied": "Copiée",
  "calendarFeed.copyFailed": "Copie impossible : l'adresse est sélectionnée, appuyez sur Ctrl+C (⌘C sur un Mac).",
} as const;
