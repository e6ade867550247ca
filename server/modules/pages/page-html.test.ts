import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../integrations/mail/outbox";
import { CRITICAL_CSS_SLOT, pageHtml } from "./page-html";

const template = `<!doctype html><html lang="en-CA"><head><title>Seller Portal</title><meta name="description" content="x" />${CRITICAL_CSS_SLOT}</head><body><div id="root"></div></body></html>`;

describe("pageHtml", () => {
  it("puts a page's text in verbatim, even where it reads like a replacement pattern ($&, $', $`)", () => {
    const text = "Q$&A: pricing at $'list$` or $$1";
    const html = pageHtml(template, {
      body: `<p>${text}</p>`,
      criticalCss: ".a{color:red}",
      payload: `{"t":"${text}"}`,
      preloads: [],
      canonical: "https://example.ca/guides/q",
      locale: "en-CA",
      head: { title: text, description: text },
    });
    expect(html).toContain(`<div id="root"><p>${text}</p></div>`);
    expect(html).toContain(`<script type="application/json" id="ssr-data">{"t":"${text}"}</script>`);
    expect(html).toContain(`<title>${escapeHtml(text)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(text)}" />`);
  });
});
