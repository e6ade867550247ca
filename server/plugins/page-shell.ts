import { escapeHtml } from "../integrations/mail/outbox";

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  /** Server-rendered HTML placed inside #root; React replaces it when the app starts. */
  bodyHtml?: string;
}

/** The SPA shell with a page's own title, description, canonical link, Open Graph tags and content. */
export function renderShell(shell: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const canonical = escapeHtml(meta.canonical);
  const head = [
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : "",
    `<meta name="twitter:card" content="summary_large_image" />`,
  ]
    .filter(Boolean)
    .join("\n    ");
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${description}" />`)
    .replace("</head>", `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${meta.bodyHtml ?? ""}</div>`);
}
