import { clsx } from "clsx";
import { Paperclip, Send } from "lucide-react";
import { useId, useState } from "react";
import type { ChannelState, ConversationEntry } from "../../../../contract/conversation";
import { EMAIL_REPLY_MAX } from "../../../../contract/conversation";
import { TEXT_BODY_MAX } from "../../../../contract/texting";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { TextArea } from "../../../components/ui/text-area";
import { toast } from "../../../components/ui/use-toast";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import type { LeadPageContext } from "../../../lib/lead-page-extension";
import { useFormat } from "../../../lib/use-format";
import { useAnswer, useConversation } from "../api/conversation";

const statusTone: Record<ConversationEntry["status"], string> = {
  received: "bg-slate-100 text-slate-700",
  queued: "bg-slate-100 text-slate-700",
  held: "bg-amber-100 text-amber-900",
  sent: "bg-sky-100 text-sky-800",
  delivered: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
};

/** One message of the conversation: its channel, who wrote it, when, its words, its files and its true status. */
function Entry({ entry, leadId }: { entry: ConversationEntry; leadId: string }) {
  const t = useT();
  const format = useFormat();
  const incoming = entry.direction === "in";
  // Kinds are open (calls and assistant messages join later): an unknown one reads as a plain message.
  const kind = entry.kind === "email" || entry.kind === "text" ? entry.kind : "other";
  const author =
    entry.author.kind === "agent"
      ? (entry.author.name ?? t("conversation.author.agent"))
      : t(
          entry.author.kind === "seller"
            ? "conversation.author.seller"
            : entry.author.kind === "assistant"
              ? "conversation.author.assistant"
              : "conversation.author.automatic",
        );
  return (
    <li
      className={clsx("grid max-w-[85%] gap-1", incoming ? "justify-self-start" : "justify-self-end")}
      data-direction={entry.direction}
      data-kind={entry.kind}
      data-testid="conversation-entry"
    >
      <div
        className={clsx(
          "grid gap-1 whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm",
          incoming ? "bg-slate-100 text-slate-900" : "bg-brand-700 text-white",
        )}
      >
        {entry.subject ? <p className="font-semibold">{entry.subject}</p> : null}
        <p>{entry.body}</p>
        {entry.attachments.length > 0 ? (
          <ul aria-label={t("conversation.attachments")} className="grid gap-1">
            {entry.attachments.map((file) => (
              <li key={file.id}>
                <a
                  className="inline-flex items-center gap-1 underline"
                  href={`/api/leads/${encodeURIComponent(leadId)}/conversation/attachments/${file.id}`}
                >
                  <Paperclip className="h-3 w-3" aria-hidden="true" />
                  {file.filename}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className={clsx("flex flex-wrap items-center gap-2 text-xs text-slate-600", !incoming && "justify-end")}>
        <span className="font-medium">{t(`conversation.kind.${kind}`)}</span>
        <span>{author}</span>
        <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
        <span
          className={clsx("rounded px-1.5 py-0.5 font-medium", statusTone[entry.status])}
          data-testid="conversation-status"
        >
          {entry.status === "held" && kind !== "other"
            ? t(`conversation.heldNote.${kind}`)
            : t(`conversation.status.${entry.status}`)}
        </span>
      </p>
    </li>
  );
}

const reasonText = (channel: "email" | "text", state: ChannelState) =>
  `conversation.notSent.${channel}.${state.reason ?? "not_set_up"}` as MessageId;

/**
 * The lead's Conversation tab (decision 051): e-mails and texts in one order, kept live by the lead's events,
 * and an answer by the channel the seller's consent allows; a channel that cannot carry it says why and
 * its Send is disabled.
 */
export function ConversationPanel({ lead, live }: LeadPageContext) {
  const t = useT();
  const conversation = useConversation(lead.id, live);
  const answer = useAnswer(lead.id);
  const [body, setBody] = useState("");
  const [picked, setPicked] = useState<"email" | "text" | null>(null);
  const reasonId = useId();
  const data = conversation.data;
  const channels = data?.channels;
  const lastIn = [...(data?.entries ?? [])].reverse().find((e) => e.direction === "in");
  const preferred: "email" | "text" =
    picked ??
    (channels?.email.available
      ? "email"
      : channels?.text.available
        ? "text"
        : lastIn?.kind === "text"
          ? "text"
          : "email");
  const state = channels?.[preferred];

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const text = body.trim();
    if (!text || !state?.available) return;
    try {
      await answer.mutateAsync({ channel: preferred, body: text });
      setBody("");
      toast({ title: t("conversation.queued") });
    } catch (error) {
      toast({
        title: t("conversation.sendError"),
        description: errorMessage(error as Error, t),
        variant: "destructive",
      });
    }
  };

  if (conversation.isPending) return <p className="text-sm text-slate-500">{t("conversation.loading")}</p>;
  if (conversation.isError || !data) return <p className="text-sm text-red-700">{t("conversation.error")}</p>;
  return (
    <div className="grid gap-4">
      {data.entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t("conversation.none")}</p>
      ) : (
        <ol className="grid gap-3" aria-label={t("conversation.thread")}>
          {data.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} leadId={lead.id} />
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="grid gap-3 border-t border-slate-200 pt-4">
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">{t("conversation.answerBy")}</legend>
          <span className="text-sm font-medium text-slate-700" aria-hidden="true">
            {t("conversation.answerBy")}
          </span>
          {(["email", "text"] as const).map((channel) => (
            <label key={channel} className="inline-flex items-center gap-1 text-sm">
              <input
                type="radio"
                name="conversation-channel"
                value={channel}
                checked={preferred === channel}
                onChange={() => setPicked(channel)}
              />
              {t(`conversation.channel.${channel}`)}
            </label>
          ))}
        </fieldset>
        <FormField id="conversation-answer" label={t("conversation.answer")}>
          <TextArea
            id="conversation-answer"
            value={body}
            maxLength={preferred === "email" ? EMAIL_REPLY_MAX : TEXT_BODY_MAX}
            onChange={(event) => setBody(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {state && !state.available ? (
            <p id={reasonId} className="text-sm text-amber-900" data-testid="channel-reason">
              {t(reasonText(preferred, state))}
            </p>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            disabled={answer.isPending || body.trim() === "" || !state?.available}
            aria-describedby={state && !state.available ? reasonId : undefined}
          >
            <Send className="h-4 w-4" aria-hidden="true" />
            {answer.isPending ? t("conversation.sending") : t("conversation.send")}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function ConversationTabLabel() {
  return <>{useT()("conversation.tab")}</>;
}
