// The /privacy page (decision 021); fr-CA.ts has the same keys.
// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "privacyPage.title": "Privacy Policy",
  "privacyPage.metaDescription":
    "How we collect, use and protect your personal information, and how to reach us about it.",
  "privacyPage.loading": "Loading the privacy policy",
  "privacyPage.error": "The privacy policy could not be loaded. Please try again later.",
  "privacyPage.updated": "Last updated {date}",
  "privacyPage.home": "Return to Home",
} as const;
