import { MessageComposer } from "../../../components/messages/message-composer";
import { MessageThread } from "../../../components/messages/message-thread";
import { useClientMessages } from "../api/get-messages";
import { useSendMessage } from "../api/send-message";
import { LoadError, Loading } from "./load-state";
import type { TilePanelProps } from "./tile-registry";

/** The real thread with the agent, re-read every 5 s while open. */
export function MessagesPanel({ data }: TilePanelProps) {
  const messages = useClientMessages();
  const send = useSendMessage();
  const agentName = data.agent?.name ?? "your agent";

  const handleSend = (content: string) =>
    send.mutateAsync(content).then(
      () => true,
      () => false,
    );

  return (
    <div className="grid gap-4">
      {messages.data ? (
        <MessageThread
          messages={messages.data}
          own="client"
          label="Conversation with your agent"
          emptyText="No messages yet. Say hello to your agent below."
        />
      ) : messages.isError ? (
        <LoadError text="We couldn't load your messages." onRetry={() => void messages.refetch()} />
      ) : (
        <Loading text="Loading messages..." />
      )}
      <MessageComposer label={`Message ${agentName}`} pending={send.isPending} onSend={handleSend} />
    </div>
  );
}
