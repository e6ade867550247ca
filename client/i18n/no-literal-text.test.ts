import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";

// Issue 18: no visitor-facing text is written outside the catalogues. This finds text in JSX (text
// children, string attributes a person reads) in the folders converted so far.
const root = path.resolve(import.meta.dirname, "..");
const checkedFolders = [
  "features/landing",
  "features/questionnaire",
  "features/guides",
  "features/guide-library",
  "features/guide-demo",
  "features/lead-flow",
  "features/sellers-guide",
  "features/privacy",
  "features/admin-dashboard",
  "features/guide-admin",
  "features/image-test",
  // Staff screens (issue 18).
  "features/auth",
  "features/agent-dashboard",
  "features/leads",
  "features/pipeline",
  "features/client-messages",
  "features/calendar-feed",
  "features/client-dashboard",
];
const checkedFiles = [
  "app/landing-page.tsx",
  "app/not-found-page.tsx",
  "components/brokerage-footer.tsx",
  "components/consent-notice.tsx",
  "components/erased-badge.tsx",
  "components/language-switch.tsx",
  "components/step-nav.tsx",
  "components/ui/spinner.tsx",
  "components/ui/toaster.tsx",
  // Staff screens (issue 18).
  "app/dashboard-page.tsx",
  "app/protected-route.tsx",
  "components/dashboard-header.tsx",
  "components/do-not-contact-badge.tsx",
  "components/lead-type-badge.tsx",
  "components/live-status.tsx",
  "components/page-placeholder.tsx",
  "components/stage-badge.tsx",
  "components/staff-language-switch.tsx",
  "components/waiting-clock.tsx",
  "components/messages/message-composer.tsx",
  "components/messages/message-thread.tsx",
  "components/ui/button.tsx",
  "components/ui/confirm-dialog.tsx",
  "components/ui/form-field.tsx",
  "components/ui/input.tsx",
  "components/ui/text-area.tsx",
];
/** Attributes whose value a person reads or hears. */
const readAttributes = new Set([
  "title",
  "alt",
  "placeholder",
  "label",
  "aria-label",
  "aria-valuetext",
  "legend",
  "lead",
]);
/** Text that is not a language: punctuation, arrows, symbols, numbers. */
const notWords = /^[\s\d\p{P}\p{S}·]*$/u;

function sources(): string[] {
  const files = checkedFiles.map((file) => path.join(root, file));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx")) files.push(full);
    }
  };
  for (const folder of checkedFolders) walk(path.join(root, folder));
  return files;
}

interface Literal {
  line: number;
  text: string;
}

/** JSX text children and read attributes given as plain strings. */
function findLiterals(code: string): Literal[] {
  const found: Literal[] = [];
  const ast = parse(code, { sourceType: "module", plugins: ["jsx", "typescript"] });
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as { type?: string; value?: unknown; name?: { name?: unknown }; loc?: { start: { line: number } } };
    if (n.type === "JSXText" && typeof n.value === "string" && !notWords.test(n.value)) {
      found.push({ line: n.loc?.start.line ?? 0, text: n.value.trim() });
    }
    if (n.type === "JSXAttribute" && typeof n.name?.name === "string" && readAttributes.has(n.name.name)) {
      const value = n.value as { type?: string; value?: string; expression?: { type?: string; value?: string } };
      const text =
        value?.type === "StringLiteral"
          ? value.value
          : value?.expression?.type === "StringLiteral"
            ? value.expression.value
            : undefined;
      if (text !== undefined && !notWords.test(text)) found.push({ line: n.loc?.start.line ?? 0, text });
    }
    for (const [key, child] of Object.entries(node)) if (key !== "loc" && key !== "extra") visit(child);
  };
  visit(ast.program);
  return found;
}

describe("visitor pages keep their words in the catalogues", () => {
  it("finds a literal when there is one (the check can fail)", () => {
    expect(findLiterals(`export const A = () => <p title="Hi there">Hello {name}</p>;`)).toEqual([
      { line: 1, text: "Hi there" },
      { line: 1, text: "Hello" },
    ]);
    expect(findLiterals(`export const B = () => <p aria-label={t("x")}>{t("y")} · 42%</p>;`)).toEqual([]);
  });

  it.each(sources().map((file) => path.relative(root, file)))("%s has no text outside the catalogues", (file) => {
    expect(findLiterals(readFileSync(path.join(root, file), "utf8"))).toEqual([]);
  });
});
