import sanitizeHtml from "sanitize-html";
import { sanitizeHtmlOptions } from "../../contract/html-policy";

/** The allow-list for guide HTML from the CMS, the seed or the AI (contract/html-policy.ts), on write. */
const options = sanitizeHtmlOptions(sanitizeHtml.simpleTransform);

export function sanitizeGuideHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Plain text of guide HTML (for meta descriptions and word counts). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>/g, "$& "), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Guide HTML as the personalised guide's plain text: blocks separated by blank lines, a sub-heading as a
 * block of its own starting with "### ", list items one per line starting with "• " (or "1. " in an ordered
 * list). Each closing tag ends its line, so a heading or a paragraph never runs on after a list item.
 */
export function htmlToParagraphs(html: string): string {
  const marked = sanitizeHtml(html, { allowedTags: ["p", "ul", "ol", "li", "h2", "h3", "h4"], allowedAttributes: {} })
    .replace(/<ol>([\s\S]*?)<\/ol>/g, (_all, items: string) => {
      let n = 0;
      return `\n\n${items.replace(/<li>/g, () => `\n${++n}. `)}\n\n`;
    })
    .replace(/<\/?ul>/g, "\n\n")
    .replace(/<li>/g, "\n• ")
    .replace(/<h[2-4]>/g, "\n\n### ")
    .replace(/<\/(p|h2|h3|h4)>/g, "\n\n")
    .replace(/<[^>]+>/g, "");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {}, parser: { decodeEntities: true } });
  return decodeEntities(text)
    .split(/\n{2,}/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.replace(/[ \t]+/g, " ").trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean)
    .join("\n\n");
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
