import type { Locale } from "../../../contract/locale";
import { escapeHtml } from "../../integrations/mail/outbox";
import { type EmailBrand, textOn } from "./email-brand";

/**
 * A small public page in the e-mails' brand (the unsubscribe page): logo or name on the brand colour's
 * rule, the brokerage's address and licence line at the foot. `bodyHtml` is already escaped.
 */
export function brandedPage(options: {
  locale: Locale;
  brand: EmailBrand;
  title: string;
  bodyHtml: string;
  homeText: string;
  script?: string;
}): string {
  const { brand, locale } = options;
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" style="height:48px;width:auto">`
    : `<p style="font-size:1.25rem;font-weight:700;margin:0">${escapeHtml(brand.name)}</p>`;
  const identity = [brand.name, brand.address, brand.phone, brand.licence].filter(Boolean).map(escapeHtml).join("<br>");
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(options.title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f3f4f6;color:#1f2937}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-top:6px solid ${brand.color};border-radius:8px}
h1{font-size:1.5rem;margin:1rem 0}
.button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:6px;border:0;background:${brand.color};color:${textOn(brand.color)};cursor:pointer}
.button:focus-visible{outline:3px solid #111827;outline-offset:2px}
footer{font-size:.875rem;color:#4b5563;margin-top:2rem;border-top:1px solid #e5e7eb;padding-top:1rem}
a{color:inherit}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f3f4f6}main{background:#1f2937}footer{color:#d1d5db;border-color:#374151}}
@media (max-width:30rem){main{margin:0;border-radius:0}}
</style></head>
<body><main>${header}<h1>${escapeHtml(options.title)}</h1>${options.bodyHtml}
<p><a href="${locale === "fr-CA" ? "/fr" : "/"}">${escapeHtml(options.homeText)}</a></p>
<footer>${identity}</footer></main>${options.script ? `<script>${options.script}</script>` : ""}</body></html>`;
}
