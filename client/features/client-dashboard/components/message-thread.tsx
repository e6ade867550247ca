import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import type { Message } from "../../../../contract/client-portal";
import { formatDateTime } from "../utils/format";

export interface MessageThreadProps {
  messages: Message[];
}

/** The agent's messages on the left, the client's own on the right; scrolled to the newest. */
export function MessageThread({ messages }: MessageThreadProps) {
  const end = useRef<HTMLLIElement>(null);
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView?.({ block: "end" });
  }, [newest]);

  if (messages.length === 0) {
    return <p className="py-6 text-center text-slate-600">No messages yet. Say hello to your agent below.</p>;
  }
  return (
    <ol aria-label="Conversation with your agent" className="grid max-h-[50vh] gap-3 overflow-y-auto pr-1">
      {messages.map((message, index) => (
        <li
          key={message.id}
          ref={index === messages.length - 1 ? end : undefined}
          className={clsx("flex", message.isAgent ? "justify-start" : "justify-end")}
        >
          <article
            aria-label={`${message.sender}, ${formatDateTime(message.timestamp)}`}
            className={clsx(
              "max-w-[85%] rounded-2xl px-4 py-2",
              message.isAgent ? "rounded-bl-sm bg-slate-100 text-slate-900" : "rounded-br-sm bg-brand-700 text-white",
            )}
          >
            <p className="text-xs font-semibold opacity-80">{message.sender}</p>
            <p className="break-words whitespace-pre-wrap">{message.content}</p>
            <p className="mt-1 text-xs opacity-75">
              <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
