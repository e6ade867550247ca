import { sanitizeHtml } from "../../../components/safe-html";

export interface ClipboardSource {
  getData(format: string): string;
}

export interface PastedContent {
  kind: "html" | "text";
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Plain text as paragraphs: blank lines split paragraphs, single line breaks become <br>. */
export function textToParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/**
 * What a paste inserts: the clipboard's HTML through the same allow-list as SafeHtml, or its plain
 * text wrapped in paragraphs; null when the clipboard holds neither.
 */
export function pastedContent(clipboard: ClipboardSource): PastedContent | null {
  const html = clipboard.getData("text/html");
  if (html.trim()) return { kind: "html", html: sanitizeHtml(html).trim() };
  const text = clipboard.getData("text/plain");
  if (text.trim()) return { kind: "text", html: textToParagraphs(text) };
  return null;
}
