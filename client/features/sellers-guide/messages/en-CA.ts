// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "reader.home": "Return to Home",
  "reader.loading": "Loading guide",
  "reader.error": "Error",
  "reader.gone": "Unable to load guide. It may have expired or been removed.",
  "reader.failed": "Sorry, we couldn't generate your guide. Please try again.",
  "reader.retry": "Try Again",
  "reader.thanks.title": "Thank You for Reading!",
  "reader.thanks.body": "We hope your guide helps you plan a confident, successful sale.",
  "reader.progress": "Guide progress",
  "reader.otherLanguage":
    "This guide was written in French, the language it was requested in, and is not available in English.",
  "reader.conclusion": "Conclusion",
  "reader.image.alt": "Illustration: {title}",
  "reader.image.generating": "Generating image...",
  "reader.image.generate": "Generate Image",
  "reader.followUp.open": "Tell Us More About Your Situation",
  "reader.followUp.loading": "Loading questions",
  "reader.followUp.title": "Help us personalize your experience",
  "reader.followUp.submitting": "Submitting...",
  "reader.followUp.submit": "Submit",
  "reader.followUp.yes": "Yes",
  "reader.followUp.no": "No",
} as const;
