// The seller assistant's shared words (issue 46, decision 057). No zod needed: plain types and lists.
import type { Locale } from "./locale";

export const ASSISTANT_MODES = ["off", "suggest", "autopilot"] as const;
export type AssistantMode = (typeof ASSISTANT_MODES)[number];

/** The qualification questions, asked one at a time in this order. */
export const QUALIFICATION_STEPS = ["timeline", "motivation", "condition", "expectations"] as const;
export type QualificationStep = (typeof QUALIFICATION_STEPS)[number];

export const HANDOFF_REASONS = ["asked_for_person", "value", "commission", "high_intent", "upset", "unsure"] as const;
export type HandoffReason = (typeof HANDOFF_REASONS)[number];

export type AssistantState = {
  greeted: boolean;
  /** The next question to ask, or null once all are answered. */
  step: QualificationStep | null;
  answers: Partial<Record<QualificationStep, string>>;
  /** Set on hand-off: the assistant stays silent until the agent hands back. */
  handedOff: HandoffReason | null;
};

export type AssistantTurn = {
  reply: string;
  state: AssistantState;
  handoff: HandoffReason | null;
  locale: Locale;
  /** Audit: which brain, prompt version, tools called, field names read (never values). */
  audit: { brain: "built-in" | "model"; promptVersion: string; tools: string[]; fieldsRead: string[] };
};

export function isAssistantMode(value: unknown): value is AssistantMode {
  return typeof value === "string" && (ASSISTANT_MODES as readonly string[]).includes(value);
}
