import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import type { Message } from "../../../contract/client-portal";
import { useT } from "../../i18n/use-t";
import { useFormat } from "../../lib/use-format";

export interface MessageThreadProps {
  messages: Message[];
  /** Whose messages are the reader's own (shown on the right). */
  own: "client" | "agent";
  label: string;
  emptyText: string;
}

/** A client–agent thread: the reader's own messages on the right, the other side's on the left; scrolled to the newest. */
export function MessageThread({ messages, own, label, emptyText }: MessageThreadProps) {
  const t = useT();
  const format = useFormat();
  const end = useRef<HTMLLIElement>(null);
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView?.({ block: "end" });
  }, [newest]);

  if (messages.length === 0) return <p className="py-6 text-center text-slate-600">{emptyText}</p>;
  const isOwn = (message: Message) => message.isAgent === (own === "agent");
  return (
    <ol aria-label={label} className="grid max-h-[55vh] gap-3 overflow-y-auto pr-1">
      {messages.map((message, index) => (
        <li
          key={message.id}
          ref={index === messages.length - 1 ? end : undefined}
          className={clsx("flex", isOwn(message) ? "justify-end" : "justify-start")}
        >
          <article
            aria-label={t("staff.message.label", { sender: message.sender, time: format.dateTime(message.timestamp) })}
            className={clsx(
              "max-w-[85%] rounded-2xl px-4 py-2",
              isOwn(message) ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900",
            )}
          >
            <p className="text-xs font-semibold">{message.sender}</p>
            <p className="break-words whitespace-pre-wrap">{message.content}</p>
            <p className="mt-1 text-xs">
              <time dateTime={message.timestamp}>{format.dateTime(message.timestamp)}</time>
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
