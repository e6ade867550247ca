import { type MovingReasonId, movingReasonIds } from "../../../../contract/moving-reasons";
import type { Translate } from "../../../i18n/use-t";

// The questionnaire's reasons are worded by its own catalogue (loaded with the lead page), so staff read
// what the seller read.
const isReasonId = (value: string): value is MovingReasonId => (movingReasonIds as readonly string[]).includes(value);

/** The two-step lead flow's own reasons (its 'Main reason for selling'), worded by the lead flow's texts. */
const flowReasonIds = ["selling_primary", "selling_investment", "relocating", "other"] as const;
type FlowReasonId = (typeof flowReasonIds)[number];
const isFlowReasonId = (value: string): value is FlowReasonId => (flowReasonIds as readonly string[]).includes(value);

/** What the questionnaire stores for 'It's a secret' (client/features/questionnaire location step). */
const SECRET_LOCATION = "It's a secret";

/** A stored moving reason in words: a form's id as that form words it, other text (an import, the API) as stored. */
export function reasonWords(t: Translate, reason: string): string {
  if (isReasonId(reason)) return t(`questionnaire.reason.${reason}`);
  return isFlowReasonId(reason) ? t(`leadFlow.reason.${reason}`) : reason;
}

/** A stored destination in words: 'It's a secret' in the screen's language, a place as the seller typed it. */
export const locationWords = (t: Translate, location: string): string =>
  location === SECRET_LOCATION ? t("questionnaire.location.secret") : location;

/** The timeline slider's months as the questionnaire shows them ("ASAP", "3 months", "12+ months"). */
export const timelineWords = (t: Translate, months: number): string =>
  t("questionnaire.timeline.value", { months: Math.max(0, Math.min(12, months)) });

export const yesNoWords = (t: Translate, value: boolean): string => t(value ? "questionnaire.yes" : "questionnaire.no");
