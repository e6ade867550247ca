import type { Database } from "../../db/client";
import { noteConversationMessage } from "./conversation.repository";

const excerpt = (body: string) => {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/**
 * The staff inbox's record of a conversation (decision 051), kept by every channel in the transaction that
 * writes its message: a seller's message starts the wait (or keeps the first one), staff's ends it.
 */
export async function noteConversation(
  tx: Database,
  message: { leadId: string; from: "seller" | "staff"; channel: string; body: string; at: Date },
): Promise<void> {
  await noteConversationMessage(tx, {
    leadId: message.leadId,
    from: message.from,
    channel: message.channel,
    excerpt: excerpt(message.body),
    at: message.at,
  });
}
