import { Body, Button, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import type { Locale } from "../../../contract/locale";
import { type EmailBrand, textOn } from "./email-brand";

/** One piece of an e-mail's body, in reading order. */
export type EmailBlock =
  | { kind: "text"; text: string }
  | { kind: "lead"; text: string }
  | { kind: "button"; text: string; href: string }
  | { kind: "facts"; rows: { label: string; value: string }[] }
  | { kind: "list"; title: string; items: string[] }
  | { kind: "note"; text: string }
  /** Someone's own words (a message, a reply), kept as written: line breaks stay. */
  | { kind: "quote"; text: string };

export interface EmailLayoutProps {
  locale: Locale;
  brand: EmailBrand;
  /** The line a mail app shows beside the subject. */
  preview: string;
  blocks: EmailBlock[];
  /** Why the recipient gets this e-mail (CASL). */
  why: string;
  /** Who wrote it, when an agent did ("Sent by … on behalf of …"). */
  signature?: string;
  unsubscribe?: { href: string; text: string };
  /**
   * Who reads it: a seller (the default) sees the brokerage's full identity at the foot; staff (agents,
   * managers, admins) see only its name, the brand being their own and the details already theirs.
   */
  audience?: "seller" | "staff";
}

/** The foot's lines: the brokerage's identity for a seller, its name alone for staff. */
export function footLines(brand: EmailBrand, audience: EmailLayoutProps["audience"]): string[] {
  if (audience === "staff") return [brand.name];
  return [brand.name, brand.address, brand.phone, brand.email, brand.licence].filter(Boolean);
}

// Colours that hold in light and dark mode: mid-grey text on white, and in dark mode (clients that honour
// prefers-color-scheme) light text on near-black; the brand colour is only a rule and the button's fill,
// whose text colour is chosen against it (textOn), so an inverting client keeps them readable.
const ink = "#1f2937";
const muted = "#4b5563";
const paper = "#ffffff";
const page = "#f3f4f6";

const darkCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page { background-color: #111827 !important; }
  .card { background-color: #1f2937 !important; }
  .ink { color: #f3f4f6 !important; }
  .muted { color: #d1d5db !important; }
  .facts td { border-color: #374151 !important; }
}`;

export function EmailLayout({
  locale,
  brand,
  preview,
  blocks,
  why,
  signature,
  unsubscribe,
  audience,
}: EmailLayoutProps) {
  const identity = footLines(brand, audience);
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="page"
        style={{
          backgroundColor: page,
          margin: 0,
          padding: "24px 0",
          fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
        }}
      >
        <Container
          className="card"
          style={{
            backgroundColor: paper,
            maxWidth: "560px",
            width: "100%",
            borderTop: `6px solid ${brand.color}`,
            borderRadius: "8px",
            padding: "24px",
          }}
        >
          <Section style={{ paddingBottom: "8px" }}>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.name} height="48" style={{ height: "48px", width: "auto" }} />
            ) : (
              <Text className="ink" style={{ fontSize: "20px", fontWeight: 700, color: ink, margin: 0 }}>
                {brand.name}
              </Text>
            )}
          </Section>
          {blocks.map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are a fixed list, never reordered
            <EmailBlockView key={i} block={block} brand={brand} />
          ))}
          {signature ? (
            <Text className="muted" style={{ color: muted, fontSize: "15px", whiteSpace: "pre-line" }}>
              {signature}
            </Text>
          ) : null}
          <Hr style={{ borderColor: "#e5e7eb", margin: "24px 0 16px" }} />
          <Text className="muted" style={{ color: muted, fontSize: "13px", lineHeight: "20px", margin: 0 }}>
            {identity.map((line, i) => (
              <span key={line}>
                {i > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </Text>
          <Text className="muted" style={{ color: muted, fontSize: "12px", lineHeight: "18px" }}>
            {why}
            {unsubscribe ? (
              <>
                {" "}
                <Link href={unsubscribe.href} style={{ color: muted, textDecoration: "underline" }}>
                  {unsubscribe.text}
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function EmailBlockView({ block, brand }: { block: EmailBlock; brand: EmailBrand }) {
  const body = { color: ink, fontSize: "16px", lineHeight: "24px" };
  switch (block.kind) {
    case "text":
      return (
        <Text className="ink" style={body}>
          {block.text}
        </Text>
      );
    case "lead":
      return (
        <Text className="ink" style={{ ...body, fontSize: "18px", fontWeight: 600 }}>
          {block.text}
        </Text>
      );
    case "note":
      return (
        <Text className="muted" style={{ color: muted, fontSize: "14px", lineHeight: "21px" }}>
          {block.text}
        </Text>
      );
    case "quote":
      return (
        <Text
          className="ink"
          style={{ ...body, whiteSpace: "pre-line", borderLeft: "3px solid #e5e7eb", paddingLeft: "12px" }}
        >
          {block.text}
        </Text>
      );
    case "button":
      return (
        <Section style={{ padding: "8px 0 16px" }}>
          <Button
            href={block.href}
            style={{
              backgroundColor: brand.color,
              color: textOn(brand.color),
              borderRadius: "6px",
              fontSize: "16px",
              fontWeight: 600,
              padding: "12px 20px",
              textDecoration: "none",
              display: "inline-block",
            }}
          >
            {block.text}
          </Button>
        </Section>
      );
    case "facts":
      return (
        <table className="facts" role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <td
                  className="muted"
                  style={{ color: muted, fontSize: "14px", padding: "6px 0", borderBottom: "1px solid #e5e7eb" }}
                >
                  {row.label}
                </td>
                <td
                  className="ink"
                  align="right"
                  style={{
                    color: ink,
                    fontSize: "16px",
                    fontWeight: 600,
                    padding: "6px 0",
                    borderBottom: "1px solid #e5e7eb",
                  }}
                >
                  {row.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "list":
      return (
        <>
          <Text className="ink" style={{ ...body, fontWeight: 600, marginBottom: "4px" }}>
            {block.title}
          </Text>
          <ul style={{ margin: "0 0 16px", paddingLeft: "20px" }}>
            {block.items.map((item) => (
              <li key={item} className="ink" style={{ color: ink, fontSize: "15px", lineHeight: "22px" }}>
                {item}
              </li>
            ))}
          </ul>
        </>
      );
  }
}
