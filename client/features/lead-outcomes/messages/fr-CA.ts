import type { messages as english } from "./en-CA";

/** La carte Transaction de la fiche (décision 053) : le contrat de courtage signé, la vente et la commission brute. */
export const messages: Record<keyof typeof english, string> = {
  "leadOutcomes.title": "Transaction",
  "leadOutcomes.hint": "Ce que ce prospect est devenu : compte dans le rapport du coût par inscription.",
  "leadOutcomes.loading": "Chargement de la transaction...",
  "leadOutcomes.error": "La transaction n'a pas pu être chargée.",
  "leadOutcomes.listingSignedOn": "Contrat de courtage signé le",
  "leadOutcomes.listPrice": "Prix demandé ($)",
  "leadOutcomes.soldOn": "Vendue le",
  "leadOutcomes.soldPrice": "Prix de vente ($)",
  "leadOutcomes.gci": "Commission brute ($)",
  "leadOutcomes.notAmount": "Entrez un montant en dollars, par exemple 825000 ou 20250,50",
  "leadOutcomes.save": "Enregistrer la transaction",
  "leadOutcomes.saving": "Enregistrement...",
  "leadOutcomes.saved": "Transaction enregistrée",
};
