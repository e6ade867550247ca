import { parseGuideText } from "../utils/parse-guide-text";

export interface GuideTextProps {
  text: string;
}

/** A guide's plain text: one <p> per paragraph, "• " lines as a list. React escapes it; no HTML is trusted. */
export function GuideText({ text }: GuideTextProps) {
  return (
    <div className="grid gap-4 text-base leading-relaxed text-slate-700 sm:text-lg">
      {parseGuideText(text).map((block, i) =>
        block.kind === "paragraph" ? (
          // A guide's text never reorders, so a block's position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <p key={i}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <ul key={i} className="grid list-disc gap-2 pl-6">
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
