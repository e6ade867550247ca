import { lazy, Suspense } from "react";

// The sanitiser (DOMPurify, ~10 KB) comes only with a guide whose text is HTML: the demo's is plain text.
const SafeHtml = lazy(async () => ({ default: (await import("../../../components/safe-html")).SafeHtml }));

const looksLikeHtml = /<(p|ul|ol|h[2-4]|blockquote|br|strong|em)\b/i;

export interface GuideTextProps {
  text: string;
}

/** Guide text is HTML (from the library) or plain paragraphs separated by blank lines (spec section 3). */
export function GuideText({ text }: GuideTextProps) {
  if (looksLikeHtml.test(text))
    return (
      <Suspense fallback={null}>
        <SafeHtml html={text} />
      </Suspense>
    );
  return (
    <div className="grid gap-4 text-base leading-relaxed text-slate-700">
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, i) => (
          // Paragraphs of a fixed text never reorder, so their position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <p key={i}>{paragraph}</p>
        ))}
    </div>
  );
}
