// The staff app on a phone: install it, turn on notifications, claim offered leads (decisions 035, 036).
// fr-CA.ts has the same keys.
// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "push.title": "Notifications",
  "push.backToDashboard": "Back to Dashboard",
  "push.intro":
    "Get new leads on your phone the moment they arrive. Leads offered to your pool come with a Claim button: the first agent to claim one gets it.",
  "push.install.title": "Install the app",
  "push.install.text":
    "Add the Seller Portal to your phone or computer: it opens like an app, straight to your dashboard.",
  "push.install.button": "Install the app",
  "push.install.installed": "You are using the installed app.",
  "push.install.iphoneTitle": "On an iPhone or iPad",
  "push.install.iphoneStep1": "Open this page in Safari.",
  "push.install.iphoneStep2": "Tap the Share button, then “Add to Home Screen”.",
  "push.install.iphoneStep3":
    "Open the Seller Portal from your Home Screen and turn on notifications there: iPhones send notifications only to apps added to the Home Screen.",
  "push.device.title": "This device",
  "push.device.on": "Notifications are on for this device.",
  "push.device.off": "Notifications are off for this device.",
  "push.device.unsupported": "This browser cannot receive notifications.",
  "push.device.count":
    "{count, plural, one {# device gets your notifications} other {# devices get your notifications}}",
  "push.device.enable": "Turn on notifications",
  "push.device.disable": "Turn off notifications on this device",
  "push.events.title": "What notifies me",
  "push.event.lead.assigned": "A lead is assigned to me",
  "push.event.lead.offered": "A lead is offered to my pool (Claim)",
  "push.event.lead.escalated": "A lead is still waiting for a first contact",
  "push.event.reminder.due": "A reminder is due",
  "push.event.lead.replied": "A seller replies by text",
  "push.event.lead.engaged": "A seller engages with my follow-up",
  "push.quiet.title": "Quiet hours",
  "push.quiet.text": "No notifications in these hours; leads offered then go to the next agent who is awake.",
  "push.quiet.from": "From",
  "push.quiet.to": "To",
  "push.quiet.timeZone": "Time zone",
  "push.save": "Save",
  "push.saved": "Notification settings saved",
  "push.failed": "Notifications could not be changed",
  "push.denied":
    "The browser blocked notifications for this site. Allow them in the browser's site settings, then try again.",
  "push.browserRefused":
    "This browser could not reach its push service. Try again, or use another browser or the installed app.",
  "push.enabled": "Notifications are on for this device",
  "push.disabled": "Notifications are off for this device",
  "push.loading": "Loading...",
  "push.offers.title": "Leads up for grabs",
  "push.offers.none": "No lead is waiting to be claimed.",
  "push.offers.until": "Open until {time}",
  "push.offers.settings": "Notifications on this device",
  "push.type.cash": "Cash Offer",
  "push.type.realtor": "Realtor Service",
  "push.noName": "Unnamed lead",
  "push.claim": "Claim",
  "push.claimLead": "Claim {name}",
  "push.claimed": "The lead is yours",
  "push.claimFailed": "Could not claim the lead",
  "push.claimTaken": "Another agent claimed this lead first.",
} as const;
