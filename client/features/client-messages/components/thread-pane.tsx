import { MessageComposer } from "../../../components/messages/message-composer";
import { MessageThread } from "../../../components/messages/message-thread";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useClientThread } from "../api/get-client-thread";
import type { StaffClient } from "../api/get-staff-clients";
import { useSendStaffMessage } from "../api/send-staff-message";
import { clientName } from "../utils/format";

export interface ThreadPaneProps {
  client: StaffClient;
}

/** One client's thread, re-read every 5 s, with a reply box. */
export function ThreadPane({ client }: ThreadPaneProps) {
  const t = useT();
  const thread = useClientThread(client.id);
  const send = useSendStaffMessage(client.id);
  const name = clientName(client);
  const handleSend = (content: string) =>
    send.mutateAsync(content).then(
      () => true,
      () => false,
    );

  return (
    <section
      aria-labelledby="thread-title"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="thread-title" className="text-lg font-semibold text-slate-900">
        {name}
      </h2>
      {thread.data ? (
        <MessageThread
          messages={thread.data}
          own="agent"
          label={t("clientMessages.conversation", { name })}
          emptyText={t("clientMessages.noMessages")}
        />
      ) : thread.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-slate-700">{t("clientMessages.threadFailed")}</p>
          <Button variant="secondary" onClick={() => void thread.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-slate-600">
          {t("clientMessages.loadingThread")}
        </p>
      )}
      <MessageComposer label={t("clientMessages.reply", { name })} pending={send.isPending} onSend={handleSend} />
    </section>
  );
}
