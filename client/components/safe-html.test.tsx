import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafeHtml, sanitizeHtml } from "./safe-html";

describe("SafeHtml", () => {
  it("keeps the allow-listed tags and link attributes", () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> <em>move</em>.</p><ul><li>one</li></ul><blockquote>q</blockquote><a href="https://example.ca" title="t">link</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops scripts, event handlers, styles, images and javascript: links", () => {
    const { container } = render(
      <SafeHtml
        html={`<p style="color:red" onclick="alert(1)">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="//evil"></iframe>`}
      />,
    );
    const out = container.firstElementChild?.innerHTML;
    expect(out).toBe("<p>Hi</p><a>x</a>");
  });
});
