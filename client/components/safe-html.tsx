import { clsx } from "clsx";
import DOMPurify from "dompurify";
import { useMemo } from "react";
import { ALLOWED_URI, HTML_POLICY } from "../../contract/html-policy";

// DOMPurify's allow-list holds attributes for every element: only links keep theirs, and every link gets
// the policy's rel (contract/html-policy.ts), as the server's sanitiser gives it.
if (typeof window !== "undefined") {
  DOMPurify.addHook("uponSanitizeAttribute", (node, data) => {
    if (node.nodeName !== "A") data.keepAttr = false;
  });
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A") node.setAttribute("rel", HTML_POLICY.linkRel);
  });
}

let serverSanitizer: ((html: string) => string) | null = null;

/** Server rendering has no DOM for DOMPurify: the SSR entry installs sanitize-html with the same policy. */
export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/** The allow-list of DESIGN.md 6 (contract/html-policy.ts): scripts, handlers, styles and images are dropped. */
export function sanitizeHtml(html: string): string {
  if (typeof window === "undefined") {
    if (!serverSanitizer) throw new Error("No HTML sanitiser for server rendering");
    return serverSanitizer(html);
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...HTML_POLICY.tags],
    ALLOWED_ATTR: [...HTML_POLICY.linkAttributes],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
  });
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Renders CMS or AI HTML, always through DOMPurify, with readable default typography. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={clsx(
        "text-base leading-relaxed text-slate-700",
        "[&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1",
        "[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900",
        "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
        "[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900",
        "[&_blockquote]:mb-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_blockquote]:italic",
        "[&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-slate-900",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (sanitize-html on the server, same allow-list).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
