// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "demo.loading": "Loading guide",
  "demo.loadingForm": "Loading form",
  "demo.form.title": "Ready to Talk About Your Home?",
  "demo.form.intro": "Tell us how to reach you and a member of our team will contact you about your next steps.",
  "demo.form.name": "Name",
  "demo.form.email": "Email",
  "demo.form.phone": "Phone (optional)",
  "demo.form.message": "Questions or comments (optional)",
  "demo.form.sending": "Sending...",
  "demo.form.send": "Send",
  "demo.toast.nameRequired": "Name required",
  "demo.toast.invalidEmail": "Invalid email",
  "demo.toast.thanks": "We'll be in touch soon.",
  "demo.toast.error": "Submission error",
  "demo.toast.errorBody": "We couldn't submit your information. Please try again.",
} as const;
