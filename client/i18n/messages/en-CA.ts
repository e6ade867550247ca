// Texts shared by every public page. English as the spec writes it; fr-CA.ts has the same keys.
export const messages = {
  "meta.title": "Seller Portal – sell your home with confidence",
  "meta.description":
    "Free home-selling guides, a personalised seller's guide and two ways to sell: with a local agent or for an instant cash offer.",
  "meta.guideTitle": "{title} – Seller's Guide",
  "common.siteName": "Seller Portal",
  "common.loading": "Loading",
  "common.tryAgain": "Try again",
  "common.close": "Close",
  "common.required": "Required",
  "common.backToHome": "Back to Home",
  "switch.label": "Language",
  "switch.toOther": "Français",
  "switch.toOtherLabel": "Lire cette page en français",
  "footer.rights": "© {year} {name}. All rights reserved.",
  "consent.text":
    "By submitting, you agree that {name} may contact you by phone, e-mail or text about selling your home. You can withdraw your consent at any time{contact, select, none {} other { by contacting us at {contact}}} or with the unsubscribe link in any e-mail.",
  "consent.or": "or",
  "notFound.title": "404 Page Not Found",
  "notFound.body": "Did you forget to add the page to the router?",
  "notFound.home": "Go to the home page",
  "stepNav.label": "Guide steps",
  "stepNav.previous": "Previous",
  "stepNav.next": "Next",
  "stepNav.finish": "Finish",
  "toast.thankYou": "Thank you!",
  "toast.submissionFailed": "Submission failed",
  "validation.email": "Please enter a valid email address",
  "validation.emailDot": "Please enter a valid email address.",
  "validation.phone": "Please enter a valid phone number",
  "validation.name": "Please enter your name",
  "validation.nameDot": "Please enter your name.",
  "validation.invalidEmail": "Invalid email address",
  "validation.unsafe": "Contains characters that are not allowed",
  "validation.contact": "Give an email or a phone number",
} as const;

export type CommonMessageId = keyof typeof messages;
