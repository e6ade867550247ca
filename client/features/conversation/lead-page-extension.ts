import { MessagesSquare } from "lucide-react";
import type { LeadPageExtension } from "../../lib/lead-page-extension";
import { ConversationPanel, ConversationTabLabel } from "./components/conversation-panel";

/** The lead page's Conversation tab (decision 051), composed in client/app/lead-detail-page.tsx. */
export const conversationExtension: LeadPageExtension = {
  key: "conversation",
  tab: { value: "conversation", Label: ConversationTabLabel, icon: MessagesSquare, Panel: ConversationPanel },
};
