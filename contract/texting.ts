import "./zod-config";
import { z } from "zod";
import { safeString } from "./safe-text";

/** Decision 038: the text conversation with a seller on the lead. */
export const textDirections = ["in", "out"] as const;
export type TextDirection = (typeof textDirections)[number];

/**
 * Why a text was written: an agent's (`agent`), the instant acknowledgement of an inquiry (`ack`), the
 * answers to STOP, START and HELP (`stop`, `start`, `help`), and the seller's own texts (`seller`).
 */
export const textKinds = ["agent", "ack", "stop", "start", "help", "seller", "assistant"] as const;
export type TextKind = (typeof textKinds)[number];

/** A text's delivery as the provider reports it; the seller's own texts are `received`. */
export const textStatuses = ["queued", "sent", "delivered", "failed", "undelivered", "received"] as const;
export type TextStatus = (typeof textStatuses)[number];

/** The longest text an agent may send (ten SMS segments). */
export const TEXT_BODY_MAX = 1600;

/** One text of GET /api/leads/{id}/texts (oldest first). */
export const leadTextSchema = z.object({
  id: z.number().int(),
  direction: z.enum(textDirections),
  body: z.string(),
  status: z.enum(textStatuses),
  /** ISO time the text was written (sent by us, or received from the seller). */
  createdAt: z.string(),
  /**
   * Who wrote it: the agent by name (`kind` 'agent'), `automatic` for the acknowledgement and keyword
   * answers, `seller` for the seller's own texts.
   */
  author: z.object({
    kind: z.enum(["agent", "automatic", "assistant", "seller"]),
    name: z.string().nullable(),
  }),
});
export type LeadText = z.infer<typeof leadTextSchema>;
export const leadTextListSchema = z.array(leadTextSchema);

/** POST /api/leads/{id}/texts */
export const sendTextInputSchema = z.object({
  body: safeString().trim().min(1, "Write a message").max(TEXT_BODY_MAX, `At most ${TEXT_BODY_MAX} characters`),
});
export type SendTextInput = z.infer<typeof sendTextInputSchema>;

export const sendTextResponseSchema = z.object({ text: leadTextSchema });

/** The instant acknowledgement's settings (admins): on or off, and its text in each language. */
export const textAcknowledgementSettingsSchema = z.object({
  enabled: z.boolean(),
  /**
   * Placeholders: {brokerage}, {name} (the seller's first name), {agent}, {promise} (the agent or cash-offer
   * promise). "Reply STOP to unsubscribe" / « Répondez ARRET pour vous désabonner » is added when missing.
   */
  text: z.object({
    "en-CA": safeString().trim().min(1).max(600),
    "fr-CA": safeString().trim().min(1).max(600),
  }),
});
export type TextAcknowledgementSettings = z.infer<typeof textAcknowledgementSettingsSchema>;

/** Whether texting is wired to a provider (admin screens say so when texts stay in the outbox). */
export const textAcknowledgementResponseSchema = textAcknowledgementSettingsSchema.extend({
  providerConfigured: z.boolean(),
});

/** A provider's form-encoded webhook (Twilio's field names); every field arrives as a string. */
export const twilioWebhookBodySchema = z.record(z.string(), z.string());

/** GET /api/admin/texts/outbox: texts still waiting for a provider (or failed), for admins. */
export const textOutboxRowSchema = z.object({
  id: z.number().int(),
  leadId: z.string(),
  /** To whom: the lead's name (null when not given or erased) and the number masked as the audit trail masks it ("+1•••23"). */
  leadName: z.string().nullable(),
  to: z.string().nullable(),
  body: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export const textOutboxListSchema = z.array(textOutboxRowSchema);
