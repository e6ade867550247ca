import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";

// Decision 017: no user-facing text is written outside the catalogues. This finds text in JSX (text children,
// string attributes a person reads) in every screen of the client, visitors' and staff's alike.
const root = path.resolve(import.meta.dirname, "..");
/** Not screens: test helpers and fixtures. */
const skipped = new Set(["test", "testing"]);
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
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(full);
      } else if (entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx")) files.push(full);
    }
  };
  walk(root);
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

describe("every screen keeps its words in the catalogues", () => {
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
