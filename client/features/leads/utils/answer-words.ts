import type { Translate } from "../../../i18n/use-t";

/**
 * The questionnaire's moving reasons by id (spec section 2); their words are the questionnaire's own
 * (its catalogue, loaded with the lead page), so staff read what the seller read.
 */
const reasonIds = [
  "upsizing",
  "downsizing",
  "job-relocation",
  "retirement",
  "family-changes",
  "better-schools",
  "lifestyle-upgrade",
  "financial-reasons",
  "health-mobility",
  "closer-to-family",
  "not-moving",
] as const;
type ReasonId = (typeof reasonIds)[number];
const isReasonId = (value: string): value is ReasonId => (reasonIds as readonly string[]).includes(value);

/** What the questionnaire stores for 'It's a secret' (client/features/questionnaire location step). */
const SECRET_LOCATION = "It's a secret";

/** A stored moving reason in words: a questionnaire id as the questionnaire words it, other text as stored. */
export const reasonWords = (t: Translate, reason: string): string =>
  isReasonId(reason) ? t(`questionnaire.reason.${reason}`) : reason;

/** A stored destination in words: 'It's a secret' in the screen's language, a place as the seller typed it. */
export const locationWords = (t: Translate, location: string): string =>
  location === SECRET_LOCATION ? t("questionnaire.location.secret") : location;

/** The timeline slider's months as the questionnaire shows them ("ASAP", "3 months", "12+ months"). */
export const timelineWords = (t: Translate, months: number): string =>
  t("questionnaire.timeline.value", { months: Math.max(0, Math.min(12, months)) });

export const yesNoWords = (t: Translate, value: boolean): string => t(value ? "questionnaire.yes" : "questionnaire.no");
