/**
 * The questionnaire's moving reasons by id (spec section 2), 'Prefer not to say' (`not-moving`) last: the ids
 * a lead's `movingReason` holds when the questionnaire sent it. Each screen words them from its catalogue.
 */
export const movingReasonIds = [
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
export type MovingReasonId = (typeof movingReasonIds)[number];
