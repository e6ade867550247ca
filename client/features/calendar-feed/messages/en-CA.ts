// The private iCalendar feed of a staff member's reminders (/calendar-feed). fr-CA.ts has the same keys.
// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "calendarFeed.title": "Calendar feed",
  "calendarFeed.backToDashboard": "Back to Dashboard",
  "calendarFeed.intro":
    "Subscribe to this private address in Google Calendar, Outlook or Apple Calendar to see your open reminders there. Anyone with the address can read your reminders: keep it to yourself, and turn it off if it leaks.",
  "calendarFeed.loading": "Loading...",
  "calendarFeed.failed": "We couldn't load your calendar feed.",
  "calendarFeed.yourFeed": "Your feed",
  "calendarFeed.address": "Your calendar address (shown only now: copy it)",
  "calendarFeed.on":
    "Your feed is on since {date}. Its address was shown when it was made; make a new one if you need it again (the old one then stops working).",
  "calendarFeed.none": "You have no calendar feed.",
  "calendarFeed.newAddress": "Make a new address",
  "calendarFeed.create": "Create my calendar feed",
  "calendarFeed.turnOffButton": "Turn off the feed",
  "calendarFeed.confirm": "Turn off your calendar feed?",
  "calendarFeed.turnOff": "Turn off",
  "calendarFeed.confirmBody": "Calendars subscribed to it stop receiving your reminders.",
  "calendarFeed.turnedOff": "Calendar feed turned off",
  "calendarFeed.error": "Error",
  "calendarFeed.copy": "Copy",
  "calendarFeed.copied": "Copied",
  "calendarFeed.copyFailed": "Could not copy: the address is selected, press Ctrl+C (⌘C on a Mac).",
} as const;
