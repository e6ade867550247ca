/** The questionnaire's screens in DESIGN.md 5.1 order; `complete` is the represented seller's end. */
export type StepId =
  | "topics"
  | "timeline"
  | "reason"
  | "location"
  | "sold-before"
  | "has-realtor"
  | "email"
  | "generating"
  | "complete";

/** The question steps, in order, as the progress indicator counts them. */
export const questionSteps = [
  "topics",
  "timeline",
  "reason",
  "location",
  "sold-before",
  "has-realtor",
  "email",
] as const satisfies readonly StepId[];

export const NOT_MOVING = "not-moving";

export interface QuestionnaireAnswers {
  topic?: string;
  movingTimeline?: number;
  movingReason?: string;
  movingLocation?: string;
  hasSoldBefore?: boolean;
  hasRealtor?: boolean;
  email?: string;
  /** The optional marketing box at the e-mail step (decision 021). */
  marketingConsent?: boolean;
}

export const DEFAULT_TIMELINE = 6;

const skipsLocation = (answers: QuestionnaireAnswers) => answers.movingReason === NOT_MOVING;

/** The step after `step` given the answers so far (location is skipped when the visitor is not moving). */
export function nextStep(step: StepId, answers: QuestionnaireAnswers): StepId {
  switch (step) {
    case "topics":
      return "timeline";
    case "timeline":
      return "reason";
    case "reason":
      return skipsLocation(answers) ? "sold-before" : "location";
    case "location":
      return "sold-before";
    case "sold-before":
      return "has-realtor";
    case "has-realtor":
      return answers.hasRealtor ? "complete" : "email";
    default:
      return "generating";
  }
}

/** The step Back returns to; the first step has none. */
export function previousStep(step: StepId, answers: QuestionnaireAnswers): StepId | null {
  const index = questionSteps.indexOf(step as (typeof questionSteps)[number]);
  if (index <= 0) return null;
  const previous = questionSteps[index - 1] as StepId;
  return previous === "location" && skipsLocation(answers) ? "reason" : previous;
}

const answerTypes: Record<keyof QuestionnaireAnswers, "string" | "number" | "boolean"> = {
  topic: "string",
  movingTimeline: "number",
  movingReason: "string",
  movingLocation: "string",
  hasSoldBefore: "boolean",
  hasRealtor: "boolean",
  email: "string",
  marketingConsent: "boolean",
};

/** The answers of a stored draft (client/lib/flow-draft.ts), keeping only known fields of the right type. */
export function answersFromDraft(stored: unknown): QuestionnaireAnswers {
  const answers: Record<string, unknown> = {};
  if (!stored || typeof stored !== "object") return answers;
  for (const [key, type] of Object.entries(answerTypes)) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === type) answers[key] = value;
  }
  return answers as QuestionnaireAnswers;
}
