import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for guide HTML from the CMS, the seed or the AI: text structure only. No scripts,
 * no event-handler attributes, no styles, and links only to http(s) or mailto.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "u", "h2", "h3", "h4", "blockquote", "a"],
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
  },
};

export function sanitizeGuideHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Plain text of guide HTML (for meta descriptions and word counts). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>/g, "$& "), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, " ")
    .trim();
}

/** Guide HTML as plain paragraphs separated by blank lines (the personalised guide's format); list items become bullets. */
export function htmlToParagraphs(html: string): string {
  const marked = sanitizeHtml(html, { allowedTags: ["p", "li", "h2", "h3", "h4"], allowedAttributes: {} })
    .replace(/<li>/g, "\n• ")
    .replace(/<\/(p|h2|h3|h4)>/g, "\n\n")
    .replace(/<[^>]+>/g, "");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {}, parser: { decodeEntities: true } });
  return decodeEntities(text)
    .split(/\n{2,}/)
    .map((p) => p.replace(/[ \t]+/g, " ").trim())
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
