// The seller assistant's shared words (issue 46, decisions 057 and 062).
import { z } from "zod";
import type { Locale } from "./locale";

export const ASSISTANT_MODES = ["off", "suggest", "autopilot"] as const;
export type AssistantMode = (typeof ASSISTANT_MODES)[number];

/** The qualification questions, asked one at a time in this order. */
export const QUALIFICATION_STEPS = ["timeline", "motivation", "condition", "expectations"] as const;
export type QualificationStep = (typeof QUALIFICATION_STEPS)[number];

export const HANDOFF_REASONS = ["asked_for_person", "value", "commission", "high_intent", "upset", "unsure"] as const;
export type HandoffReason = (typeof HANDOFF_REASONS)[number];

/** The seller's channels the assistant answers on; admins set a mode for each (decision 062). */
export const ASSISTANT_CHANNELS = ["text", "chat", "email"] as const;
export type AssistantChannel = (typeof ASSISTANT_CHANNELS)[number];
export type AssistantModes = Record<AssistantChannel, AssistantMode>;

/** A turn's life: waiting for the worker, answered, drafted for the agent (Suggest), or nothing sent. */
export const ASSISTANT_TURN_STATUSES = ["pending", "replied", "suggested", "skipped"] as const;
export type AssistantTurnStatus = (typeof ASSISTANT_TURN_STATUSES)[number];

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

/** GET/PUT /api/admin/assistant/modes: the mode of each channel. */
export const assistantModesSchema = z.object({
  text: z.enum(ASSISTANT_MODES),
  chat: z.enum(ASSISTANT_MODES),
  email: z.enum(ASSISTANT_MODES),
});

/** POST /api/leads/{id}/assistant/hand-back: the assistant answers the seller's next message again. */
export const handBackResponseSchema = z.object({ silent: z.literal(false) });
