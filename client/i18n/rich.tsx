import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";

/**
 * A translated text with markup: `<0>…</0>` in the message wraps its text in `elements[0]`, so the
 * translator keeps the whole sentence (word order differs between languages). No nesting.
 */
export function rich(message: string, elements: ReactElement<{ children?: ReactNode }>[]): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<(\d+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    const element = elements[Number(match[1])];
    parts.push(element ? cloneElement(element, { key: match.index }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return <Fragment>{parts}</Fragment>;
}
