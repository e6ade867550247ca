// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "guides.loading": "Loading guide",
  "guides.loadError": "We couldn't load this guide. Please try again.",
  "guides.empty": "No content available for this guide yet.",
  "guides.sectionsNav": "Guide sections",
  "guides.progress": "Section {current} of {total}",
  "guides.fellBack": "This guide is not written in English yet: here is its French version.",
  "guides.exploreMore": "Explore More Guides",
  "guides.showDifferent": "Show Different Guides",
  "guides.consultation.title": "Need More Personalized Help?",
  "guides.consultation.intro": "Leave your details and a local real estate agent will reach out about {topic}.",
  "guides.consultation.firstName": "First Name",
  "guides.consultation.email": "Email",
  "guides.consultation.phone": "Phone",
  "guides.consultation.sending": "Sending...",
  "guides.consultation.submit": "Request a Consultation",
  "guides.consultation.thanks": "A real estate agent will contact you shortly.",
  "guides.consultation.failed": "Please try again later.",
} as const;
