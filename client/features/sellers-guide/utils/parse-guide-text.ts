export type GuideBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = "• ";

/**
 * Guide text is plain paragraphs separated by blank lines (spec section 3); inside a paragraph, lines that
 * start with "• " are list items. Other lines of a paragraph are joined with a space.
 */
export function parseGuideText(text: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const chunk of text.split(/\r?\n\s*\r?\n/)) {
    let lines: string[] = [];
    let items: string[] = [];
    const flushLines = () => {
      if (lines.length > 0) blocks.push({ kind: "paragraph", text: lines.join(" ") });
      lines = [];
    };
    const flushItems = () => {
      if (items.length > 0) blocks.push({ kind: "list", items });
      items = [];
    };
    for (const raw of chunk.split(/\r?\n/)) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith(BULLET)) {
        flushLines();
        items.push(line.slice(BULLET.length).trim());
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
