/** The lead page's Texts tab and the acknowledgement's settings (decision 038). */
// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "leadTexts.tab": "Texts",
  "leadTexts.thread": "Text conversation",
  "leadTexts.loading": "Loading texts...",
  "leadTexts.none": "No texts yet.",
  "leadTexts.direction.in": "From the seller",
  "leadTexts.direction.out": "To the seller",
  "leadTexts.author.seller": "Seller",
  "leadTexts.author.automatic": "Automatic",
  "leadTexts.author.agent": "Agent",
  "leadTexts.status.queued": "Queued",
  "leadTexts.status.sent": "Sent",
  "leadTexts.status.delivered": "Delivered",
  "leadTexts.status.failed": "Failed",
  "leadTexts.status.undelivered": "Undelivered",
  "leadTexts.status.received": "Received",
  "leadTexts.compose": "Write a text",
  "leadTexts.composeHint":
    "Sent to {phone}, in the seller's language ({language}). Texts wait for the seller's daytime hours.",
  "leadTexts.noPhone": "This lead has no phone number to text.",
  "leadTexts.templates": "Templates",
  "leadTexts.template.intro": "Introduction",
  "leadTexts.template.followUp": "Follow-up",
  "leadTexts.template.visit": "Visit",
  "leadTexts.template.documents": "Documents",
  "leadTexts.send": "Send text",
  "leadTexts.sending": "Sending...",
  "leadTexts.queued": "Text queued",
  "leadTexts.error": "Error",
  "leadTexts.language.en-CA": "English",
  "leadTexts.language.fr-CA": "French",
  "leadTexts.count": "{count, plural, one {# character} other {# characters}}",
  "leadTexts.admin.tab": "Texts",
  "leadTexts.admin.title": "Instant text acknowledgement",
  "leadTexts.admin.intro":
    "Sellers who choose Text get one text within a minute of their request, in their language. {brokerage}, {name}, {agent} and {promise} are filled in; the unsubscribe line is added when missing.",
  "leadTexts.admin.noProvider": "No text provider is set up (SMS_PROVIDER): texts stay in the outbox and are not sent.",
  "leadTexts.admin.enabled": "Send the acknowledgement",
  "leadTexts.admin.textEn": "Text in English",
  "leadTexts.admin.textFr": "Text in French",
  "leadTexts.admin.save": "Save",
  "leadTexts.admin.saved": "Acknowledgement saved",
  "leadTexts.admin.loading": "Loading settings...",
  "leadTexts.outbox.title": "Text outbox",
  "leadTexts.outbox.loading": "Loading the outbox...",
  "leadTexts.outbox.none": "No texts yet.",
  "leadTexts.outbox.status.pending": "Waiting",
  "leadTexts.outbox.status.sent": "Handed to the provider",
  "leadTexts.outbox.status.failed": "Not sent",
  "leadTexts.outbox.attempts": "{count, plural, one {# attempt} other {# attempts}}",
  "leadTexts.outbox.openLead": "Open the lead",
} as const;
