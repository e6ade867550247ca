// The one allow-list for the HTML of guides and the privacy policy (from the CMS, the seed or the AI):
// applied when it is written (server/lib/guide-html.ts, sanitize-html), when a page is rendered on
// the server (client/ssr/entry-server.tsx, sanitize-html) and in the browser (client/components/safe-html.tsx,
// DOMPurify). Text structure only: no scripts, no event handlers, no styles, no images.
import type sanitizeHtml from "sanitize-html";

export const HTML_POLICY = {
  tags: ["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "u", "h2", "h3", "h4", "blockquote", "a"],
  /** Attributes allowed on links; no other element keeps any. */
  linkAttributes: ["href", "title", "rel"],
  /** Link schemes; relative links are kept too. */
  schemes: ["http", "https", "mailto"],
  /** What every link is given: no referrer or opener for the page it opens, and no endorsement for search. */
  linkRel: "noopener noreferrer nofollow",
} as const;

/**
 * A link target the policy allows, as DOMPurify checks it: one of its schemes, or relative (but not
 * protocol-relative, `//host`, which sanitize-html refuses too).
 */
export const ALLOWED_URI = new RegExp(
  `^(?:(?:${HTML_POLICY.schemes.join("|")}):|(?![/\\\\]{2})[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  "i",
);

/**
 * sanitize-html's options for the policy, used on write and by the server renderer. Its `simpleTransform` is
 * passed in, so that this module imports no library (the browser reads the policy with DOMPurify).
 */
export function sanitizeHtmlOptions(simpleTransform: typeof sanitizeHtml.simpleTransform): sanitizeHtml.IOptions {
  return {
    allowedTags: [...HTML_POLICY.tags],
    allowedAttributes: { a: [...HTML_POLICY.linkAttributes] },
    allowedSchemes: [...HTML_POLICY.schemes],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: { a: simpleTransform("a", { rel: HTML_POLICY.linkRel }) },
  };
}
