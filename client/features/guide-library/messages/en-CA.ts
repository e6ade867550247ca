// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "library.title": "Seller's Guide Library",
  "library.loading": "Loading guide topics",
  "library.error": "Failed to load guide topics. Please try again later.",
  "library.empty": "No guide topics available. Please check back later.",
  "library.viewer.loading": "Loading guide content",
  "library.viewer.error": "Failed to load guide content.",
  "library.viewer.empty": "No content available for this guide yet.",
  "library.viewer.otherLanguage": "This guide is not written in English yet: here is its French version.",
  "library.viewer.nav": "Sections",
  "library.viewer.position": "{current} of {total}",
  "library.viewer.back": "Back to Topics",
} as const;
