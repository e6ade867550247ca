// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "landing.eyebrow": "Free seller's guides",
  "landing.title": "Sell your home with confidence",
  "landing.intro":
    "Answer a few quick questions and get a seller's guide written for your move — then choose how you want to sell: with a local agent, or for an instant cash offer.",
  "landing.sample": "See a sample guide",
  "landing.browseTitle": "Browse our free seller's guides",
  "landing.browseSubtitle": "Read any guide right away, no sign-up needed.",
  "landing.sell.title": "Sell Your Home",
  "landing.sell.subtitle": "Two ways to sell. Pick the one that fits you best.",
  "landing.sell.agent.title": "With a Real Estate Agent",
  "landing.sell.agent.description": "Get top dollar with a local expert by your side from listing to closing.",
  "landing.sell.agent.point1": "Expert advice",
  "landing.sell.agent.point2": "MLS access",
  "landing.sell.agent.point3": "Negotiation help",
  "landing.sell.agent.point4": "Paperwork help",
  "landing.sell.cash.title": "Get an Instant Cash Offer",
  "landing.sell.cash.description": "Skip the listing and sell on your schedule.",
  "landing.sell.cash.point1": "Sell as-is",
  "landing.sell.cash.point2": "Close in as little as 7 days",
  "landing.sell.cash.point3": "No showings",
  "landing.sell.cash.point4": "No staging",
  "landing.sell.value.title": "What is my home worth?",
  "landing.sell.value.description": "See an estimate first, from the homes we sold near you.",
  "landing.sell.value.action": "See my estimate",
  "landing.valueLink": "What is my home worth?",
  "landing.choose": "Choose",
  "landing.chooseTopic": "Choose {title}",
  "landing.picker.title": "We're here to make home selling easier.",
  "landing.picker.subtitle": "What do you need help with?",
  "landing.picker.error": "We couldn't load the topics. Please try again.",
  "landing.picker.loading": "Loading topics",
  "landing.picker.empty": "No topics are available right now.",
  "landing.picker.more": "Show More Topics",
} as const;
