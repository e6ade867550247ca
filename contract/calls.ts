import "./zod-config";
import { z } from "zod";
import { contactOutcomes } from "./pipeline";

/** Decision 052: a call with a seller, placed by the portal through the voice provider. */
export const callDirections = ["outbound", "inbound"] as const;
export const callKinds = ["click_to_call", "instant", "inbound"] as const;
/** Where the call stands: the agent's phone rings first, then (after they press 1) the seller's. */
export const callStatuses = ["queued", "ringing_agent", "dialing_seller", "in_progress", "ended"] as const;
/** How it ended for the seller's leg (`failed`: the agent's phone never took it, or the provider refused). */
export const callOutcomes = ["answered", "no_answer", "busy", "voicemail", "failed"] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export type CallStatus = (typeof callStatuses)[number];

/** A call answered by the seller and longer than this pauses the lead's action plans (as a logged call does). */
export const LONG_CALL_SECONDS = 150;

export const leadCallSchema = z.object({
  id: z.number().int(),
  leadId: z.string(),
  direction: z.enum(callDirections),
  kind: z.enum(callKinds),
  status: z.enum(callStatuses),
  outcome: z.enum(callOutcomes).nullable(),
  /** The agent's one-tap disposition after hanging up (contract/pipeline.ts contact outcomes). */
  disposition: z.enum(contactOutcomes).nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
});
export type LeadCall = z.infer<typeof leadCallSchema>;
export const leadCallListSchema = z.array(leadCallSchema);

export const startCallResponseSchema = z.object({ call: leadCallSchema });
export const callDispositionInputSchema = z.object({ disposition: z.enum(contactOutcomes) }).strict();
export const callDispositionResponseSchema = z.object({ call: leadCallSchema });
