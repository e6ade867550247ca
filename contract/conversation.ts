import "./zod-config";
import { z } from "zod";
import { safeString } from "./safe-text";

/**
 * Issue 45 / decision 051: one conversation per seller. Its entries are of open kinds: `email` and `text`
 * today; calls and assistant messages join later with kinds of their own (a client shows an unknown kind
 * as a plain line).
 */
export const conversationEntryKinds = ["email", "text"] as const;

/** Where a message stands: the seller's are `received`; ours are queued, sent, delivered or failed as they are. */
export const conversationStatuses = ["received", "queued", "held", "sent", "delivered", "failed"] as const;

export const conversationEntrySchema = z.object({
  /** `email:<id>` or `text:<id>`: unique within the conversation. */
  id: z.string(),
  kind: z.string(),
  direction: z.enum(["in", "out"]),
  body: z.string(),
  subject: z.string().nullable(),
  status: z.enum(conversationStatuses),
  author: z.object({ kind: z.enum(["agent", "automatic", "assistant", "seller"]), name: z.string().nullable() }),
  attachments: z.array(z.object({ id: z.number().int(), filename: z.string(), size: z.number().int() })),
  createdAt: z.string(),
});
export type ConversationEntry = z.infer<typeof conversationEntrySchema>;

/** Whether a channel can carry an answer now, and if not, why (a code the screen words). */
export const channelReasons = ["not_set_up", "no_address", "no_consent", "opted_out", "represented"] as const;
export const channelStateSchema = z.object({
  available: z.boolean(),
  reason: z.enum(channelReasons).nullable(),
});
export type ChannelState = z.infer<typeof channelStateSchema>;

export const conversationSchema = z.object({
  leadId: z.string(),
  entries: z.array(conversationEntrySchema),
  channels: z.object({ email: channelStateSchema, text: channelStateSchema }),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const EMAIL_REPLY_MAX = 20_000;
export const sendConversationEmailSchema = z.object({
  body: safeString().trim().min(1, "Write a message").max(EMAIL_REPLY_MAX, `At most ${EMAIL_REPLY_MAX} characters`),
});

/** GET /api/inbox: the conversations waiting for staff, oldest first. */
export const inboxItemSchema = z.object({
  leadId: z.string(),
  name: z.string().nullable(),
  channel: z.string(),
  excerpt: z.string(),
  waitingSince: z.string(),
  /** Seconds the seller has waited, as of the answer. */
  waitingSeconds: z.number().int(),
  agentId: z.number().int().nullable(),
});
export const inboxSchema = z.object({ items: z.array(inboxItemSchema) });
export type InboxItem = z.infer<typeof inboxItemSchema>;
