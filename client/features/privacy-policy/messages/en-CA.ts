// The /privacy page (decision 021); fr-CA.ts has the same keys.
export const messages = {
  "privacyPage.title": "Privacy Policy",
  "privacyPage.metaDescription":
    "How we collect, use and protect your personal information, and how to reach us about it.",
  "privacyPage.loading": "Loading the privacy policy",
  "privacyPage.error": "The privacy policy could not be loaded. Please try again later.",
  "privacyPage.updated": "Last updated {date}",
  "privacyPage.home": "Return to Home",
} as const;
