import { render } from "@testing-library/react";
import sanitize from "sanitize-html";
import { describe, expect, it } from "vitest";
import { HTML_POLICY, sanitizeHtmlOptions } from "../../contract/html-policy";
import { SafeHtml, sanitizeHtml } from "./safe-html";

const rel = `rel="${HTML_POLICY.linkRel}"`;

describe("SafeHtml", () => {
  it("keeps the allow-listed tags and link attributes, and gives every link the policy's rel", () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> <em>move</em>.</p><ul><li>one</li></ul><blockquote>q</blockquote><a href="https://example.ca" title="t">link</a>';
    expect(sanitizeHtml(html)).toBe(html.replace('title="t"', `title="t" ${rel}`));
  });

  it("drops scripts, event handlers, styles, images and javascript: links", () => {
    const { container } = render(
      <SafeHtml
        html={`<p style="color:red" onclick="alert(1)">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="//evil"></iframe>`}
      />,
    );
    const out = container.firstElementChild?.innerHTML;
    expect(out).toBe(`<p>Hi</p><a ${rel}>x</a>`);
  });

  it("follows the same policy as the server on write and in server rendering (one allow-list)", () => {
    const server = sanitizeHtmlOptions(sanitize.simpleTransform);
    const corpus = [
      '<p title="kept only on links">Text</p>',
      '<a href="https://example.ca" rel="opener" target="_blank">web</a>',
      '<a href="mailto:info@example.ca">mail</a>',
      '<a href="/guides/pricing-strategy">relative</a>',
      '<a href="//evil.example">protocol-relative</a>',
      '<a href="tel:+14165550100">phone</a>',
      '<a href="javascript:alert(1)">script</a>',
      "<h2>Heading</h2><h5>Too small</h5><table><tr><td>cell</td></tr></table>",
      "<ol><li>one</li></ol><blockquote><b>b</b> <i>i</i> <u>u</u><br></blockquote>",
    ];
    for (const html of corpus) {
      const browser = document.createElement("div");
      browser.innerHTML = sanitizeHtml(html);
      const rendered = document.createElement("div");
      rendered.innerHTML = sanitize(html, server);
      expect(browser.innerHTML, html).toBe(rendered.innerHTML);
    }
  });
});
