import { render } from "@react-email/render";
import { createElement } from "react";
import { emailTranslator } from "./email-i18n";
import { type EmailBlock, EmailLayout, type EmailLayoutProps, footLines } from "./email-layout";

export type { EmailBlock, EmailLayoutProps } from "./email-layout";

/**
 * Every e-mail of the portal is one EmailLayout (decision 050): the HTML rendered by React Email, and the
 * plain-text part written from the same props, block by block, so the two parts say the same thing. (React
 * Email's own text conversion parses the HTML back with html-to-text: twice the time, and tables come out
 * as loose lines.)
 */
export async function renderEmail(props: EmailLayoutProps): Promise<{ html: string; text: string }> {
  const html = await render(createElement(EmailLayout, props));
  return { html, text: emailText(props) };
}

export function emailText(props: EmailLayoutProps): string {
  const { brand } = props;
  const parts: string[] = [brand.name, ""];
  for (const block of props.blocks) parts.push(blockText(block, props.locale), "");
  if (props.signature) parts.push(props.signature, "");
  parts.push("--", ...footLines(brand, props.audience), "");
  const colon = colonOf(props.locale);
  parts.push(
    props.unsubscribe ? `${props.why} ${props.unsubscribe.text}${colon} ${props.unsubscribe.href}` : props.why,
  );
  return parts.join("\n");
}

/** French puts a space before a colon (as the catalogue's own texts write it). */
const colonOf = (locale: EmailLayoutProps["locale"]) => (locale === "fr-CA" ? " :" : ":");

function blockText(block: EmailBlock, locale: EmailLayoutProps["locale"]): string {
  const colon = colonOf(locale);
  switch (block.kind) {
    case "text":
    case "lead":
    case "note":
    case "quote":
      return block.text;
    case "button":
      return `${block.text}${colon} ${block.href}`;
    case "facts":
      return block.rows.map((r) => `${r.label}${colon} ${r.value}`).join("\n");
    case "list":
      return [`${block.title}${colon}`, ...block.items.map((i) => `- ${i}`)].join("\n");
  }
}

/**
 * Renders one small e-mail in each language at start-up, so the first real e-mail does not pay for
 * compiling the catalogue and React's first pass (hundreds of milliseconds on a busy machine).
 */
export async function warmEmailTemplate(): Promise<void> {
  const brand = { name: "-", address: "", phone: "", email: "", logoUrl: "", color: "#1d4ed8", licence: "" };
  for (const locale of ["en-CA", "fr-CA"] as const) {
    const t = emailTranslator(locale);
    await renderEmail({
      locale,
      brand,
      preview: t("email.helloNoName"),
      blocks: [{ kind: "button", text: t("email.guide.button"), href: "https://example.invalid" }],
      why: t("email.footer.why.request"),
    });
  }
}
