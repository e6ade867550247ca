// The shape of the hand-written code of a tree, for before/after comparisons (docs/code-shape.md):
//   npx tsx bench/code-shape.ts [directory]      (default: the current directory)
// Counts the .ts/.tsx files under client, server, contract, scripts, bench and e2e (declaration files and
// node_modules left out), all of them and without tests (*.test.*, e2e/); their lines, median and largest;
// the ten functions with the highest cyclomatic complexity (without tests: 1 + each if, ?:, &&, ||, ??
// (and &&=, ||=, ??=), case, catch, for, for-in, for-of, while, do; a nested function counts apart); and
// the import cycles between files as the boundary tests find them (server/architecture/import-graph.ts:
// runtime imports, re-exports and import(); `import type` and type-only names make none).
// Parsed with @babel/parser, which the boundary tests use: the typescript package (7, the native compiler)
// has no JavaScript compiler API. Reads only files, so it runs on a worktree of any commit.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import { importCycles, importEdges, sourceFiles } from "../server/architecture/import-graph";

const sourceDirs = ["client", "server", "contract", "scripts", "bench", "e2e"];

const root = path.resolve(process.argv[2] ?? ".");

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("e2e/");

const lineCount = (text: string) => (text.length === 0 ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

// ---- cyclomatic complexity --------------------------------------------------------------------------

interface FunctionComplexity {
  name: string;
  file: string;
  line: number;
  lines: number;
  complexity: number;
}

interface AstNode {
  type: string;
  loc?: { start: { line: number }; end: { line: number } };
  [key: string]: unknown;
}

const functionTypes = new Set([
  "FunctionDeclaration",
  "FunctionExpression",
  "ArrowFunctionExpression",
  "ObjectMethod",
  "ClassMethod",
  "ClassPrivateMethod",
]);

const branchTypes = new Set([
  "IfStatement",
  "ConditionalExpression",
  "CatchClause",
  "ForStatement",
  "ForInStatement",
  "ForOfStatement",
  "WhileStatement",
  "DoWhileStatement",
]);

function isDecision(node: AstNode): boolean {
  if (branchTypes.has(node.type)) return true;
  if (node.type === "SwitchCase") return node.test !== null;
  if (node.type === "LogicalExpression") return true;
  return node.type === "AssignmentExpression" && ["&&=", "||=", "??="].includes(node.operator as string);
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";

function children(node: AstNode): AstNode[] {
  const found: AstNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key === "extra" || key === "leadingComments" || key === "trailingComments") continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) found.push(item);
    if (isNode(value)) found.push(value);
  }
  return found;
}

function keyName(key: unknown): string {
  if (!isNode(key)) return "?";
  if (key.type === "Identifier" || key.type === "PrivateName") return String((key.id as AstNode)?.name ?? key.name);
  if (key.type === "StringLiteral" || key.type === "NumericLiteral") return String(key.value);
  return "[computed]";
}

function calleeText(callee: AstNode): string {
  if (callee.type === "Identifier") return String(callee.name);
  if (callee.type === "MemberExpression" && isNode(callee.object)) {
    return `${calleeText(callee.object)}.${keyName(callee.property)}`;
  }
  if (callee.type === "CallExpression" && isNode(callee.callee)) return `${calleeText(callee.callee)}()`;
  return callee.type;
}

/** The name a reader would search for: the function's, else the variable, property or call it is given to. */
function functionName(node: AstNode, parent: AstNode | undefined): string {
  if (isNode(node.id)) return String(node.id.name);
  if (node.type !== "FunctionExpression" && node.type !== "ArrowFunctionExpression") return keyName(node.key);
  if (!parent) return "(anonymous)";
  if (parent.type === "VariableDeclarator") return keyName(parent.id);
  if (["ObjectProperty", "ClassProperty", "ClassPrivateProperty"].includes(parent.type)) return keyName(parent.key);
  if (parent.type === "AssignmentExpression" && isNode(parent.left)) {
    return parent.left.type === "MemberExpression" ? calleeText(parent.left) : keyName(parent.left);
  }
  if (parent.type === "CallExpression" && isNode(parent.callee)) {
    const first = (parent.arguments as AstNode[])[0];
    const label = first?.type === "StringLiteral" ? `"${String(first.value).slice(0, 40)}", ` : "";
    return `${calleeText(parent.callee)}(${label}…)`;
  }
  if (parent.type === "JSXExpressionContainer") return "(JSX callback)";
  return "(anonymous)";
}

function complexities(file: string, text: string): FunctionComplexity[] {
  const ast = parse(text, {
    sourceType: "module",
    plugins: file.endsWith(".tsx") ? ["jsx", "typescript"] : ["typescript"],
  }) as unknown as { program: AstNode };
  const found: FunctionComplexity[] = [];
  // A callback is named after the function it sits in too: `mergeLeads › db.transaction(…)`.
  const measure = (fn: AstNode, parent: AstNode | undefined, outer: string | undefined) => {
    const own = functionName(fn, parent);
    const name = outer && /^\(|\(.*…\)$/.test(own) ? `${outer} › ${own}` : own;
    let complexity = 1;
    const walk = (node: AstNode, above: AstNode) => {
      if (functionTypes.has(node.type)) {
        measure(node, above, name);
        return;
      }
      if (isDecision(node)) complexity += 1;
      for (const child of children(node)) walk(child, node);
    };
    for (const child of children(fn)) walk(child, fn);
    const line = fn.loc?.start.line ?? 0;
    const lines = (fn.loc?.end.line ?? line) - line + 1;
    found.push({ name, file, line, lines, complexity });
  };
  const visit = (node: AstNode, parent: AstNode | undefined) => {
    if (functionTypes.has(node.type)) measure(node, parent, undefined);
    else for (const child of children(node)) visit(child, node);
  };
  visit(ast.program, undefined);
  return found;
}

// ---- report ----------------------------------------------------------------------------------------

if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`Not a directory: ${root}`);
  process.exit(1);
}

const files = sourceFiles(
  root,
  sourceDirs.filter((dir) => statSync(path.join(root, dir), { throwIfNoEntry: false })),
);
const texts = new Map(files.map((file) => [file, readFileSync(path.join(root, file), "utf8")]));
const lines = new Map(files.map((file) => [file, lineCount(texts.get(file) as string)]));

function summary(label: string, set: string[]) {
  const counts = set.map((file) => lines.get(file) as number);
  const total = counts.reduce((sum, n) => sum + n, 0);
  const largest = [...set].sort((a, b) => (lines.get(b) as number) - (lines.get(a) as number)).slice(0, 5);
  console.log(`### ${label}\n`);
  console.log(`| files | lines | median | over 300 lines |\n|---:|---:|---:|---:|`);
  console.log(
    `| ${set.length} | ${total.toLocaleString("en-CA")} | ${median(counts)} | ${counts.filter((n) => n > 300).length} |\n`,
  );
  console.log(`Largest: ${largest.map((file) => `\`${file}\` ${lines.get(file)}`).join(", ")}\n`);
}

const product = files.filter((file) => !isTest(file));
console.log(`## ${root}\n`);
summary("All hand-written .ts/.tsx (client, server, contract, scripts, bench, e2e)", files);
summary("Without tests (*.test.*, e2e/)", product);

const functions = product.flatMap((file) => complexities(file, texts.get(file) as string));
const top = functions.sort((a, b) => b.complexity - a.complexity || b.lines - a.lines).slice(0, 10);
console.log(`### The ten most complex functions (without tests; ${functions.length} functions)\n`);
console.log("| complexity | lines | function | where |\n|---:|---:|---|---|");
for (const fn of top) console.log(`| ${fn.complexity} | ${fn.lines} | \`${fn.name}\` | \`${fn.file}:${fn.line}\` |`);
console.log("");

const edges = importEdges(root, files);
const cycles = importCycles(edges);
console.log(`### Import cycles between files (runtime imports; ${edges.length} imports between project files)\n`);
console.log(`${cycles.length} cycle${cycles.length === 1 ? "" : "s"}${cycles.length ? ":" : "."}`);
for (const cycle of cycles) {
  console.log(`- ${cycle.files.length} files: ${cycle.path.map((file) => `\`${file}\``).join(" → ")}`);
}
console.log("");

const typedEdges = importEdges(root, files, { withTypes: true });
const typedCycles = importCycles(typedEdges);
console.log(`### Import cycles counting type-only imports too (${typedEdges.length} imports)\n`);
console.log(`${typedCycles.length} cycle${typedCycles.length === 1 ? "" : "s"}${typedCycles.length ? ":" : "."}`);
for (const cycle of typedCycles) {
  console.log(`- ${cycle.files.length} files: ${cycle.path.map((file) => `\`${file}\``).join(" → ")}`);
}
console.log("");

// ---- server modules as a graph ------------------------------------------------------------------------

/** The server module a file belongs to (`server/modules/<name>/…`), tests left out. */
const moduleOf = (file: string) => (isTest(file) ? undefined : /^server\/modules\/([^/]+)\//.exec(file)?.[1]);

const moduleEdges = new Map<string, { from: string; to: string; line: number }>();
for (const edge of typedEdges) {
  const from = moduleOf(edge.from);
  const to = moduleOf(edge.to);
  if (from && to && from !== to) moduleEdges.set(`${from} ${to}`, { from, to, line: 0 });
}
const mutual = [...moduleEdges.values()]
  .filter(({ from, to }) => from < to && moduleEdges.has(`${to} ${from}`))
  .map(({ from, to }) => `${from} ↔ ${to}`)
  .sort();
const modules = new Set(files.map(moduleOf).filter((name): name is string => name !== undefined));
const components = importCycles([...moduleEdges.values()]);
const largest = components.reduce<string[]>((big, c) => (c.files.length > big.length ? c.files : big), []);
console.log(
  `### Server modules (imports of any kind, tests left out; ${modules.size} modules, ${moduleEdges.size} module → module links)\n`,
);
console.log(`Module pairs importing each other: ${mutual.length}${mutual.length ? ` (${mutual.join(", ")})` : ""}\n`);
console.log(
  `Largest strongly connected set of modules: ${largest.length}${largest.length ? ` (${largest.join(", ")})` : ""}\n`,
);
