import type { Locale } from "../../../contract/locale";
import { escapeHtml } from "../../integrations/mail/outbox";
import type { PageHead } from "./ssr-entry";

/** Where a template takes the page's critical CSS (page-assets.ts puts it before the stylesheet link). */
export const CRITICAL_CSS_SLOT = "<!--critical-css-->";

export interface PageHtmlParts {
  /** The server-rendered app, placed inside #root. */
  body: string;
  /** The stylesheet's rules this page uses, inlined so the first paint waits for no CSS request. */
  criticalCss: string;
  /** The serialized SSR payload (already safe inside a script element). */
  payload: string;
  /** Chunk URLs the page needs beyond the entry, preloaded so hydration does not wait on a waterfall. */
  preloads: string[];
  head?: PageHead;
  canonical: string;
  locale: Locale;
  /** The page in each language (absolute URLs); the first is also x-default (English, the spec's). */
  alternates?: { hreflang: string; href: string }[];
}

/** The shell with `<html lang>` set to the page's language. */
export function withLang(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}

/** A rendered public page: the template with the page's head, preload links, body and data. */
export function pageHtml(template: string, parts: PageHtmlParts): string {
  const tags: string[] = [];
  // Named, not fetched: client/boot.ts preloads them once the page has painted.
  tags.push(...parts.preloads.map((href) => `<meta name="app-preload" content="${escapeHtml(href)}" />`));
  tags.push(`<link rel="canonical" href="${escapeHtml(parts.canonical)}" />`);
  const [fallback] = parts.alternates ?? [];
  for (const { hreflang, href } of parts.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`);
  }
  if (fallback) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback.href)}" />`);
  let html = withLang(template, parts.locale);
  if (parts.head) {
    const title = escapeHtml(parts.head.title);
    const description = escapeHtml(parts.head.description);
    tags.push(
      `<meta property="og:type" content="article" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${escapeHtml(parts.canonical)}" />`,
      parts.head.image ? `<meta property="og:image" content="${escapeHtml(parts.head.image)}" />` : "",
      `<meta name="twitter:card" content="summary_large_image" />`,
    );
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`);
  }
  return html
    .replace(CRITICAL_CSS_SLOT, () => `<style>${parts.criticalCss.replace(/<\/style/gi, "<\\/style")}</style>`)
    .replace("</head>", () => `${tags.filter(Boolean).join("\n")}\n</head>`)
    .replace(
      '<div id="root"></div>',
      // Functions, not strings: a page's text may hold `$&` or `$'`, which a replacement string expands.
      () => `<div id="root">${parts.body}</div><script type="application/json" id="ssr-data">${parts.payload}</script>`,
    );
}
