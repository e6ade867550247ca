import { parseGuideText } from "../utils/parse-guide-text";

export interface GuideTextProps {
  text: string;
}

/**
 * A guide's plain text: one <p> per paragraph, "• " and "1. " lines as lists, "### " lines as sub-headings
 * (h3: the step's own heading is the h2). React escapes it; no HTML is trusted.
 */
export function GuideText({ text }: GuideTextProps) {
  return (
    <div className="grid gap-4 text-base leading-relaxed text-slate-700 sm:text-lg">
      {parseGuideText(text).map((block, i) => {
        // A guide's text never reorders, so a block's position is a stable key.
        if (block.kind === "paragraph")
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          return <p key={i}>{block.text}</p>;
        if (block.kind === "heading")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <h3 key={i} className="mt-2 text-lg font-semibold text-slate-900 sm:text-xl">
              {block.text}
            </h3>
          );
        const List = block.ordered ? "ol" : "ul";
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <List key={i} className={`grid gap-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={j}>{item}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
