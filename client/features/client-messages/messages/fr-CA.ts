import type { messages as en } from "./en-CA";

export const messages: Record<keyof typeof en, string> = {
  "clientMessages.title": "Messages des clients",
  "clientMessages.backToDashboard": "Retour au tableau de bord",
  "clientMessages.loading": "Chargement des clients...",
  "clientMessages.failed": "Impossible de charger vos clients.",
  "clientMessages.none": "Aucun client pour l'instant",
  "clientMessages.clients": "Clients",
  "clientMessages.lastMessage": "Dernier message : {date}",
  "clientMessages.noMessages": "Aucun message pour l'instant",
  "clientMessages.conversation": "Conversation avec {name}",
  "clientMessages.threadFailed": "Impossible de charger cette conversation.",
  "clientMessages.loadingThread": "Chargement des messages...",
  "clientMessages.reply": "Répondre à {name}",
  "clientMessages.notSent": "Message non envoyé",
  "clientMessages.checkConnection": "Vérifiez votre connexion et réessayez.",
} as const;
