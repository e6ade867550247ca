import { describe, expect, it } from "vitest";
import { pastedContent, textToParagraphs } from "./clipboard-paste";

const clipboard = (data: Record<string, string>) => ({ getData: (format: string) => data[format] ?? "" });

describe("pastedContent", () => {
  it("keeps allowed HTML and drops scripts, handlers, styles and images", () => {
    const pasted = pastedContent(
      clipboard({
        "text/html": '<p style="color:red" onclick="x()">Hi <b>there</b></p><script>alert(1)</script><img src="x">',
        "text/plain": "Hi there",
      }),
    );
    expect(pasted).toEqual({ kind: "html", html: "<p>Hi <b>there</b></p>" });
  });

  it("wraps plain text in paragraphs, escaping markup", () => {
    expect(pastedContent(clipboard({ "text/plain": "First <para>\nline two\n\nSecond" }))).toEqual({
      kind: "text",
      html: "<p>First &lt;para&gt;<br>line two</p>\n<p>Second</p>",
    });
  });

  it("returns null for an empty clipboard", () => {
    expect(pastedContent(clipboard({}))).toBeNull();
  });

  it("treats Windows line endings like any other", () => {
    expect(textToParagraphs("a\r\n\r\nb")).toBe("<p>a</p>\n<p>b</p>");
  });
});
