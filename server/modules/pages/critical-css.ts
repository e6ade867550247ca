import { decodeHTMLAttribute } from "entities";
import postcss, { type ChildNode, type Container } from "postcss";
import selectorParser from "postcss-selector-parser";

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
 * written in HTML (postcss-selector-parser decodes the escapes).
 */
export function selectorNeeds(selectorList: string): string[][] | null {
  const parsed = selectorParser().astSync(selectorList).nodes.map(classesNeeded);
  return parsed.some((needs) => needs.size === 0) ? null : parsed.map((needs) => [...needs]);
}

/** Pseudo-classes whose argument is a selector list that must match (one of its selectors). */
const MATCHING_PSEUDOS = new Set([":is", ":where", ":matches", ":-webkit-any", ":-moz-any", ":has"]);

function classesNeeded(selector: selectorParser.Selector): Set<string> {
  const needs = new Set<string>();
  for (const node of selector.nodes) {
    if (node.type === "class") needs.add(node.value);
    else if (node.type === "pseudo" && MATCHING_PSEUDOS.has(node.value.toLowerCase())) {
      // One of the selectors inside must match: only the classes they all need are needed.
      const [first, ...rest] = node.nodes.map(classesNeeded);
      for (const name of first ?? []) if (rest.every((other) => other.has(name))) needs.add(name);
    }
    // :not(), :nth-child(… of S), ::slotted(), :host(): nothing inside is required.
  }
  return needs;
}

/**
 * The class tokens of every `class` attribute in some HTML, entities decoded (`[&amp;>svg]:size-4` is
 * `[&>svg]:size-4`). Reading more than the attributes (a `class=` in text) only keeps more rules.
 */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi)) {
    const value = decodeHTMLAttribute(match[1] ?? match[2] ?? match[3] ?? "");
    for (const token of value.split(/[ \t\n\f\r]+/)) if (token) classes.add(token);
  }
  return classes;
}
