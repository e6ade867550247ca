import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import type { Message } from "../../../../contract/client-portal";
import { formatDateTime } from "../utils/format";

export interface StaffThreadProps {
  messages: Message[];
  clientName: string;
}

/** The client's messages on the left, staff replies on the right; scrolled to the newest. */
export function StaffThread({ messages, clientName }: StaffThreadProps) {
  const end = useRef<HTMLLIElement>(null);
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView?.({ block: "end" });
  }, [newest]);

  if (messages.length === 0) return <p className="py-4 text-slate-600">No messages yet</p>;
  return (
    <ol aria-label={`Conversation with ${clientName}`} className="grid max-h-[60vh] gap-3 overflow-y-auto pr-1">
      {messages.map((message, index) => (
        <li
          key={message.id}
          ref={index === messages.length - 1 ? end : undefined}
          className={clsx("flex", message.isAgent ? "justify-end" : "justify-start")}
        >
          <article
            aria-label={`${message.sender}, ${formatDateTime(message.timestamp)}`}
            className={clsx(
              "max-w-[85%] rounded-2xl px-4 py-2",
              message.isAgent ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900",
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
