export type GuideBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[]; ordered?: true };

const BULLET = "• ";
const HEADING = "### ";
const NUMBERED = /^\d{1,2}\. /;

/**
 * Guide text is plain paragraphs separated by blank lines (spec section 3). Inside a paragraph, lines that
 * start with "• " are list items and lines that start with "1. " items of a numbered list; a line that
 * starts with "### " is a sub-heading. Other lines of a paragraph are joined with a space.
 */
export function parseGuideText(text: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const chunk of text.split(/\r?\n\s*\r?\n/)) {
    let lines: string[] = [];
    let items: string[] = [];
    let ordered = false;
    const flushLines = () => {
      if (lines.length > 0) blocks.push({ kind: "paragraph", text: lines.join(" ") });
      lines = [];
    };
    const flushItems = () => {
      if (items.length > 0) blocks.push(ordered ? { kind: "list", items, ordered: true } : { kind: "list", items });
      items = [];
    };
    for (const raw of chunk.split(/\r?\n/)) {
      const line = raw.trim();
      if (!line) continue;
      const numbered = NUMBERED.exec(line);
      if (line.startsWith(BULLET) || numbered) {
        flushLines();
        if (items.length > 0 && ordered !== Boolean(numbered)) flushItems();
        ordered = Boolean(numbered);
        items.push(line.slice(numbered ? numbered[0].length : BULLET.length).trim());
      } else if (line.startsWith(HEADING) && line.length > HEADING.length) {
        flushLines();
        flushItems();
        blocks.push({ kind: "heading", text: line.slice(HEADING.length).trim() });
      } else {
        flushItems();
        lines.push(line);
      }
    }
    flushLines();
    flushItems();
  }
  return blocks;
}
