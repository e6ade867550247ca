/** The lead page's Calls card (decision 052). */
// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "leadCalls.title": "Calls",
  "leadCalls.call": "Call",
  "leadCalls.calling": "Calling...",
  "leadCalls.hint": "Your phone rings first. Press 1 to be connected to the seller at {phone}.",
  "leadCalls.noPhone": "This lead has no phone number to call.",
  "leadCalls.loading": "Loading calls...",
  "leadCalls.error": "The calls could not be loaded.",
  "leadCalls.none": "No calls yet.",
  "leadCalls.list": "Calls with the seller",
  "leadCalls.started": "Your phone is ringing. Pick up and press 1.",
  "leadCalls.startFailed": "The call could not be placed",
  "leadCalls.status.queued": "Calling your phone",
  "leadCalls.status.ringing_agent": "Ringing your phone",
  "leadCalls.status.dialing_seller": "Calling the seller",
  "leadCalls.status.in_progress": "On the call",
  "leadCalls.outcome.answered": "Answered",
  "leadCalls.outcome.no_answer": "No answer",
  "leadCalls.outcome.busy": "Busy",
  "leadCalls.outcome.voicemail": "Voicemail",
  "leadCalls.outcome.failed": "Failed",
  "leadCalls.duration": "{minutes} min {seconds} s",
  "leadCalls.by": "by {name}",
  "leadCalls.dispositionQuestion": "How did it go?",
  "leadCalls.disposition": "Disposition: {outcome}",
  "leadCalls.dispositionSaved": "Disposition saved",
  "leadCalls.dispositionFailed": "The disposition could not be saved",
  "leadCalls.ownPhone.current": "Calls ring your phone at {phone}.",
  "leadCalls.ownPhone.change": "Change",
  "leadCalls.ownPhone.label": "Your phone for calls",
  "leadCalls.ownPhone.missing": "Add the number the portal rings first when you call a seller.",
  "leadCalls.ownPhone.save": "Save phone",
  "leadCalls.ownPhone.saving": "Saving...",
  "leadCalls.ownPhone.cancel": "Cancel",
  "leadCalls.ownPhone.saved": "Your phone is saved",
  "leadCalls.ownPhone.saveFailed": "Your phone could not be saved",
};
