import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/** One runtime import of a project file by another (`import type` and type-only exports make none). */
export interface ImportEdge {
  /** Both relative to the repository root, with forward slashes. */
  from: string;
  to: string;
  line: number;
  /** Only with `{ types: true }`: the import names nothing but types (the compiler erases it). */
  typeOnly?: boolean;
}

/** `types: true` also counts `import type` and type-only re-exports (each edge then says which it is). */
export interface ImportOptions {
  types?: boolean;
}

const sourceExtensions = [".ts", ".tsx"];

/** Every TypeScript source under `dirs`, relative to `root`, sorted (declaration files left out). */
export function sourceFiles(root: string, dirs: string[]): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((name) => sourceExtensions.includes(path.extname(name)) && !name.endsWith(".d.ts"))
        .filter((name) => !name.split(path.sep).includes("node_modules"))
        .map((name) => path.join(dir, name).split(path.sep).join("/")),
    )
    .sort();
}

interface Node {
  type?: string;
  importKind?: string;
  exportKind?: string;
  specifiers?: { type?: string; importKind?: string; exportKind?: string }[];
  source?: { type?: string; value?: unknown; loc?: { start: { line: number } } } | null;
  declaration?: unknown;
  callee?: { type?: string };
  arguments?: Node[];
  value?: unknown;
  loc?: { start: { line: number } };
}

/** `import type`, or every name imported as a type: the compiler erases it, so nothing runs. */
function isTypeOnlyImport(node: Node): boolean {
  if (node.importKind === "type" || node.importKind === "typeof") return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((specifier) => specifier.type === "ImportSpecifier" && specifier.importKind === "type")
  );
}

function isTypeOnlyExport(node: Node): boolean {
  if (node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.exportKind === "type");
}

/**
 * The module specifiers `source` loads at run time, each with its line: static imports, re-exports and
 * `import()`; with `{ types: true }` type-only imports and re-exports as well, marked `typeOnly`.
 */
export function runtimeSpecifiers(
  file: string,
  source: string,
  options: ImportOptions = {},
): { specifier: string; line: number; typeOnly?: boolean }[] {
  const ast = parse(source, {
    sourceType: "module",
    plugins: file.endsWith(".tsx") ? ["jsx", "typescript"] : ["typescript"],
  });
  const found: { specifier: string; line: number; typeOnly?: boolean }[] = [];
  const add = (literal: Node | null | undefined, typeOnly = false) => {
    if (typeOnly && !options.types) return;
    if (literal?.type === "StringLiteral" && typeof literal.value === "string") {
      const line = literal.loc?.start.line ?? 0;
      found.push(options.types ? { specifier: literal.value, line, typeOnly } : { specifier: literal.value, line });
    }
  };
  const visit = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const child of value) visit(child);
      return;
    }
    const node = value as Node;
    if (node.type === "ImportDeclaration") {
      add(node.source, isTypeOnlyImport(node));
      return;
    }
    if (node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") {
      if (node.source) add(node.source, isTypeOnlyExport(node));
    }
    if (node.type === "ImportExpression") add((node as { source?: Node }).source);
    if (node.type === "CallExpression" && node.callee?.type === "Import") add(node.arguments?.[0]);
    for (const [key, child] of Object.entries(node)) {
      if (key !== "loc" && key !== "start" && key !== "end" && key !== "extra") visit(child);
    }
  };
  visit(ast.program);
  return found;
}

/** The project file a relative specifier names, or undefined for a package or a non-source file. */
export function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(root, path.dirname(from), specifier.replace(/\?.*$/, ""));
  const stem = base.replace(/\.js$/, "");
  const candidates = [
    base,
    ...sourceExtensions.map((ext) => stem + ext),
    ...sourceExtensions.map((ext) => path.join(base, `index${ext}`)),
  ];
  const hit = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!hit || !sourceExtensions.includes(path.extname(hit))) return undefined;
  return path.relative(root, hit).split(path.sep).join("/");
}

/** Every runtime import between the given files' project files (and type-only ones with `{ types: true }`). */
export function importEdges(root: string, files: string[], options: ImportOptions = {}): ImportEdge[] {
  return files.flatMap((from) =>
    runtimeSpecifiers(from, readFileSync(path.join(root, from), "utf8"), options).flatMap(({ specifier, ...rest }) => {
      const to = resolveSpecifier(root, from, specifier);
      return to ? [{ from, to, ...rest }] : [];
    }),
  );
}

/**
 * The import cycles: each strongly connected group of files (Tarjan), as its files sorted, plus one
 * closed path through it so a reader sees the loop. A file that imports itself counts too.
 */
export function importCycles(edges: ImportEdge[]): { files: string[]; path: string[] }[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from)?.push(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  const strongConnect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        strongConnect(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      const selfLoop = group.length === 1 && (next.get(node) ?? []).includes(node);
      if (group.length > 1 || selfLoop) groups.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) strongConnect(node);
  return groups
    .map((files) => ({ files, path: loopThrough(files, next) }))
    .sort((a, b) => (a.files[0] ?? "").localeCompare(b.files[0] ?? ""));
}

/** The shortest closed path from the group's first file back to itself, inside the group (breadth first). */
function loopThrough(files: string[], next: Map<string, string[]>): string[] {
  const members = new Set(files);
  const start = files[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const target of next.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at))
          loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return files;
}
