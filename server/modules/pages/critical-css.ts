import postcss, { type ChildNode, type Container } from "postcss";

/**
 * A stylesheet cut down to what one page can use. Built once from the whole sheet; `forClasses` then keeps
 * the rules that can match an element carrying the given classes, in their original order, inside the
 * at-rules that wrap them. Misjudging a rule as unusable would leave a page unstyled until the full sheet
 * arrives (or for good without JavaScript), so every doubt keeps the rule: classes that only appear inside
 * `:not()` and other functional pseudo-classes are not required, and rules without any class (preflight,
 * theme variables) are always kept.
 */
export interface CriticalCss {
  /** The classes any rule of the sheet needs: a page's other classes cannot change what is kept. */
  readonly knownClasses: ReadonlySet<string>;
  /** The rules usable by a page whose elements carry (some of) these classes. */
  forClasses(classes: Iterable<string>): string;
}

type Piece =
  /** A style rule: kept when one of its selectors' class sets is all on the page (null: always kept). */
  | { kind: "rule"; text: string; needs: string[][] | null }
  /**
   * `@media`, `@supports`, `@layer` with a body: kept around whatever is kept inside. A named layer left
   * empty stays as a statement (`@layer base;`): its place in the layer order is where it first appears.
   */
  | { kind: "wrapper"; open: string; children: Piece[]; whenEmpty: string };

const CACHE_SIZE = 64;

/** Parses the sheet once; each distinct set of (relevant) classes is then filtered once and cached. */
export function createCriticalCss(css: string): CriticalCss {
  const pieces = compile(postcss.parse(css));
  const knownClasses = new Set<string>();
  const gather = (list: Piece[]) => {
    for (const piece of list) {
      if (piece.kind === "wrapper") gather(piece.children);
      else for (const needs of piece.needs ?? []) for (const name of needs) knownClasses.add(name);
    }
  };
  gather(pieces);

  const cache = new Map<string, string>();
  return {
    knownClasses,
    forClasses(classes) {
      const present = new Set<string>();
      for (const name of classes) if (knownClasses.has(name)) present.add(name);
      const key = [...present].sort().join(" ");
      let result = cache.get(key);
      if (result === undefined) {
        result = emit(pieces, present);
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      } else {
        cache.delete(key);
      }
      cache.set(key, result);
      return result;
    },
  };
}

function compile(container: Container): Piece[] {
  const pieces: Piece[] = [];
  for (const node of container.nodes ?? []) {
    const piece = compileNode(node);
    if (piece) pieces.push(piece);
  }
  return pieces;
}

function compileNode(node: ChildNode): Piece | null {
  switch (node.type) {
    case "comment":
      return null;
    case "rule":
      // A rule with nested rules inside is kept or dropped whole, by its own selector.
      return { kind: "rule", text: node.toString(), needs: selectorNeeds(node.selector) };
    case "atrule": {
      const wraps = ["media", "supports", "layer", "container", "scope", "starting-style"].includes(node.name);
      // `@property`, `@keyframes`, `@font-face`, and statements such as the layer order: kept as they are.
      if (!wraps || !node.nodes) return { kind: "rule", text: node.nodes ? node.toString() : `${node};`, needs: null };
      const between = node.raws.between ?? "";
      const afterName = node.params ? (node.raws.afterName ?? " ") : "";
      return {
        kind: "wrapper",
        open: `@${node.name}${afterName}${node.params}${between}{`,
        children: compile(node),
        whenEmpty: node.name === "layer" && node.params ? `@layer ${node.params};` : "",
      };
    }
    default:
      // A declaration outside any rule (not valid at the top level, but harmless): kept.
      return { kind: "rule", text: `${node.toString()};`, needs: null };
  }
}

function emit(pieces: Piece[], present: ReadonlySet<string>): string {
  let out = "";
  for (const piece of pieces) {
    if (piece.kind === "wrapper") {
      const inner = emit(piece.children, present);
      out += inner ? `${piece.open}${inner}}` : piece.whenEmpty;
    } else if (!piece.needs || piece.needs.some((needs) => needs.every((name) => present.has(name)))) {
      out += piece.text;
    }
  }
  return out;
}

/**
 * For each selector of a list, the classes an element (or its ancestors, siblings or descendants named by
 * the selector) must carry for it to match; null when some selector needs none (it is always kept).
 * `.md\:flex`, `.w-1\/2` and `.\[\&\>svg\]\:size-4` need `md:flex`, `w-1/2` and `[&>svg]:size-4`, as
 * written in HTML.
 */
export function selectorNeeds(selectorList: string): string[][] | null {
  const parsed = new SelectorReader(selectorList).list(null);
  return parsed.some((needs) => needs.size === 0) ? null : parsed.map((needs) => [...needs]);
}

/** Pseudo-classes whose argument is a selector list that must match (one of its selectors). */
const MATCHING_PSEUDOS = new Set(["is", "where", "matches", "-webkit-any", "-moz-any", "has"]);

class SelectorReader {
  private at = 0;
  constructor(private readonly text: string) {}

  /** Reads a selector list up to `end` (or the end of the text); one class set per selector. */
  list(end: ")" | null): Set<string>[] {
    const result: Set<string>[] = [];
    let current = new Set<string>();
    const { text } = this;
    while (this.at < text.length) {
      const char = text.charAt(this.at);
      if (char === end) {
        this.at += 1;
        break;
      }
      if (char === ",") {
        result.push(current);
        current = new Set();
        this.at += 1;
      } else if (char === ".") {
        this.at += 1;
        const name = this.identifier();
        if (name) current.add(name);
      } else if (char === ":") {
        this.at += 1;
        const isElement = text.charAt(this.at) === ":";
        if (isElement) this.at += 1;
        const name = this.identifier().toLowerCase();
        if (text.charAt(this.at) !== "(") continue;
        this.at += 1;
        if (!isElement && MATCHING_PSEUDOS.has(name)) {
          // One of the selectors inside must match: only the classes they all need are needed.
          const inner = this.list(")");
          const [first, ...rest] = inner;
          for (const needed of first ?? []) if (rest.every((other) => other.has(needed))) current.add(needed);
        } else {
          // :not(), :nth-child(… of S), ::slotted(), :host(): nothing inside is required.
          this.skipUntil(")");
        }
      } else if (char === "[") {
        this.at += 1;
        this.skipUntil("]");
      } else if (char === "(") {
        this.at += 1;
        this.skipUntil(")");
      } else if (char === '"' || char === "'") {
        this.skipString(char);
      } else if (char === "\\") {
        this.escape();
      } else {
        this.at += 1;
      }
    }
    result.push(current);
    return result;
  }

  /** An identifier with its escapes decoded (`md\:flex` is `md:flex`). */
  private identifier(): string {
    let name = "";
    const { text } = this;
    while (this.at < text.length) {
      const char = text.charAt(this.at);
      if (char === "\\") {
        name += this.escape();
      } else if (/[\w-]/.test(char) || char.charCodeAt(0) >= 0x80) {
        name += char;
        this.at += 1;
      } else {
        break;
      }
    }
    return name;
  }

  /** Reads an escape at `\`: up to six hex digits (and one whitespace after them) or the next character. */
  private escape(): string {
    const { text } = this;
    this.at += 1;
    const hex = /^[0-9a-fA-F]{1,6}/.exec(text.slice(this.at, this.at + 6))?.[0];
    if (hex) {
      this.at += hex.length;
      if (/[ \t\n\r\f]/.test(text.charAt(this.at))) {
        this.at += text.startsWith("\r\n", this.at) ? 2 : 1;
      }
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? "\uFFFD"
        : String.fromCodePoint(code);
    }
    const char = text.charAt(this.at);
    this.at += 1;
    return char;
  }

  /** Moves past the matching `close`, over nested brackets, strings and escapes. */
  private skipUntil(close: ")" | "]"): void {
    const { text } = this;
    while (this.at < text.length) {
      const char = text.charAt(this.at);
      if (char === close) {
        this.at += 1;
        return;
      }
      if (char === "\\") {
        this.escape();
      } else if (char === '"' || char === "'") {
        this.skipString(char);
      } else if (char === "(" || char === "[") {
        this.at += 1;
        this.skipUntil(char === "(" ? ")" : "]");
      } else {
        this.at += 1;
      }
    }
  }

  private skipString(quote: string): void {
    const { text } = this;
    this.at += 1;
    while (this.at < text.length) {
      const char = text.charAt(this.at);
      this.at += 1;
      if (char === "\\") this.at += 1;
      else if (char === quote) return;
    }
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The class tokens of every `class` attribute in some HTML, entities decoded (`[&amp;>svg]:size-4` is
 * `[&>svg]:size-4`). Reading more than the attributes (a `class=` in text) only keeps more rules.
 */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? "").replace(
      /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi,
      (entity, name: string) => {
        const isHex = /^#x/i.test(name);
        if (!name.startsWith("#")) return ENTITIES[name.toLowerCase()] ?? entity;
        const code = Number.parseInt(name.slice(isHex ? 2 : 1), isHex ? 16 : 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      },
    );
    for (const token of value.split(/[ \t\n\f\r]+/)) if (token) classes.add(token);
  }
  return classes;
}
