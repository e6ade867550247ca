import { MessageComposer } from "../../../components/messages/message-composer";
import { MessageThread } from "../../../components/messages/message-thread";
import { useT } from "../../../i18n/use-t";
import { useClientMessages } from "../api/get-messages";
import { useSendMessage } from "../api/send-message";
import { LoadError, Loading } from "./load-state";
import type { TilePanelProps } from "./tile-panel-props";

/** The real thread with the agent, re-read every 5 s while open. */
export function MessagesPanel({ data }: TilePanelProps) {
  const t = useT();
  const messages = useClientMessages();
  const send = useSendMessage();
  const agentName = data.agent?.name ?? t("clientDashboard.messages.yourAgent");

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
          label={t("clientDashboard.messages.label")}
          emptyText={t("clientDashboard.messages.empty")}
        />
      ) : messages.isError ? (
        <LoadError text={t("clientDashboard.messages.failed")} onRetry={() => void messages.refetch()} />
      ) : (
        <Loading text={t("clientDashboard.messages.loading")} />
      )}
      <MessageComposer
        label={t("clientDashboard.messages.compose", { name: agentName })}
        pending={send.isPending}
        onSend={handleSend}
      />
    </div>
  );
}
