/** The lead page's Deal card (decision 053): the listing signed, the sale and the gross commission. */
// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "leadOutcomes.title": "Deal",
  "leadOutcomes.hint": "What this lead became: it counts in the cost per listing report.",
  "leadOutcomes.loading": "Loading the deal...",
  "leadOutcomes.error": "The deal could not be loaded.",
  "leadOutcomes.listingSignedOn": "Listing signed on",
  "leadOutcomes.listPrice": "List price ($)",
  "leadOutcomes.soldOn": "Sold on",
  "leadOutcomes.soldPrice": "Sale price ($)",
  "leadOutcomes.gci": "Gross commission ($)",
  "leadOutcomes.notAmount": "Enter an amount in dollars, such as 825000 or 20250.50",
  "leadOutcomes.save": "Save deal",
  "leadOutcomes.saving": "Saving...",
  "leadOutcomes.saved": "Deal saved",
};
