import { readdirSync } from "node:fs";
import path from "node:path";
import { type Node, type SourceFile, SyntaxKind } from "typescript/unstable/ast";
import { API } from "typescript/unstable/sync";

/** One place a server file outside repositories and `server/db/` touches the database itself. */
export interface QueryFinding {
  /** Relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  rule: "database call" | "transaction in a routes file" | "sql template" | "drizzle import" | "schema table import";
  text: string;
}

/**
 * The files the SQL rule covers: every server file but repositories, the database layer (`server/db/`:
 * schema, client, migrations, seed), tests and their helpers (`server/test/`), and these boundary tests.
 */
export function inQueryScope(file: string): boolean {
  if (!file.startsWith("server/") || !/\.tsx?$/.test(file) || file.endsWith(".d.ts")) return false;
  if (file.endsWith(".repository.ts") || /\.test\.tsx?$/.test(file)) return false;
  return !["server/db/", "server/test/", "server/architecture/"].some((dir) => file.startsWith(dir));
}

/**
 * The types of a database handle, as the type checker names them: drizzle's database and transaction
 * (`Database` is `PgDatabase<…>`), the app's `DatabaseHandle` (`app.database`), and the raw clients under
 * them. A call on a value of one of these types is a query, whatever the variable is called.
 */
const handleTypes = new Set([
  "Database",
  "DatabaseHandle",
  "PgDatabase",
  "PgTransaction",
  "NodePgDatabase",
  "PgliteDatabase",
  "PGlite",
  "Pool",
  "PoolClient",
]);

/** Calls on a handle that run no SQL: the process's lifecycle (main.ts, the events plugin). */
const lifecycleCalls = new Set(["listen", "migrate", "close"]);

function isHandleType(typeText: string): boolean {
  return typeText
    .split(" | ")
    .map((part) => part.replace(/<[\s\S]*$/, "").trim())
    .some((name) => handleTypes.has(name));
}

interface TsNode extends Node {
  expression?: TsNode;
  name?: TsNode & { text?: string };
  tag?: TsNode;
  text?: string;
  moduleSpecifier?: TsNode & { text: string };
  importClause?: TsNode & {
    phaseModifier?: SyntaxKind;
    name?: TsNode & { text: string };
    namedBindings?: TsNode & { elements?: (TsNode & { isTypeOnly: boolean; name: { text: string } })[] };
  };
}

const lineAt = (source: SourceFile, pos: number) => {
  const text = source.text;
  // A node's pos includes the trivia before it: skip spaces and comments to its first token.
  const start = pos + (/^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/.exec(text.slice(pos))?.[0].length ?? 0);
  return { line: text.slice(0, start).split("\n").length, start };
};

/** A runtime import (not `import type`, not every name `type`), with the local names it binds. */
function runtimeImport(node: TsNode): { specifier: string; names: string[] } | undefined {
  const clause = node.importClause;
  const specifier = node.moduleSpecifier?.text ?? "";
  if (!clause) return { specifier, names: [] };
  if (clause.phaseModifier === SyntaxKind.TypeKeyword) return undefined;
  const names: string[] = [];
  if (clause.name) names.push(clause.name.text);
  const bindings = clause.namedBindings;
  if (bindings?.kind === SyntaxKind.NamespaceImport && bindings.name?.text) names.push(bindings.name.text);
  const elements = bindings?.elements ?? [];
  const values = elements.filter((element) => !element.isTypeOnly);
  if (!clause.name && bindings?.kind === SyntaxKind.NamedImports && elements.length > 0 && values.length === 0) {
    return undefined;
  }
  for (const element of values) names.push(element.name.text);
  return { specifier, names };
}

/** The leftmost identifier of `a.b.c` or `a`, else undefined. */
function rootName(node: TsNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === SyntaxKind.Identifier) return node.text;
  if (node.kind === SyntaxKind.PropertyAccessExpression) return rootName(node.expression);
  return undefined;
}

export interface ScanOptions {
  /** Files to add to the program, by path relative to the root: read instead of the disk (the boundary tests' plants). */
  planted?: Record<string, string>;
  /** Only these files are scanned (default: every file of the program in scope). */
  only?: string[];
}

/**
 * Every query in the server's files outside repositories, found on the syntax tree with the type checker
 * (TypeScript's API): a call on any value whose type is a database handle, a tagged template or a call
 * through a name imported from drizzle-orm, a runtime import of drizzle-orm or of the schema's tables.
 * Starting the compiler takes a few seconds, so a test calls this once.
 */
export function scanServerQueries(
  root: string,
  options: ScanOptions = {},
): { files: string[]; findings: QueryFinding[] } {
  const planted = new Map(Object.entries(options.planted ?? {}).map(([file, text]) => [path.join(root, file), text]));
  const api = new API({
    cwd: root,
    fs: {
      readFile: (name) => planted.get(name),
      fileExists: (name) => (planted.has(name) ? true : undefined),
      getAccessibleEntries: (dir) => {
        const extra = [...planted.keys()].filter((name) => path.dirname(name) === dir);
        if (extra.length === 0) return undefined;
        const entries = readdirSync(dir, { withFileTypes: true });
        return {
          files: [...entries.filter((e) => e.isFile()).map((e) => e.name), ...extra.map((name) => path.basename(name))],
          directories: entries.filter((e) => e.isDirectory()).map((e) => e.name),
        };
      },
    },
  });
  try {
    const snapshot = api.updateSnapshot({ openProjects: [path.join(root, "tsconfig.json")] });
    const project = snapshot.getProjects()[0];
    if (!project) throw new Error("tsconfig.json opened no project");
    const relative = (name: string) => path.relative(root, name).split(path.sep).join("/");
    const files = project.program
      .getSourceFileNames()
      .map(relative)
      .filter((file) => inQueryScope(file) && (!options.only || options.only.includes(file)))
      .sort();
    const findings: QueryFinding[] = [];
    for (const file of files) {
      const source = project.program.getSourceFile(path.join(root, file));
      if (!source) continue;
      const lines = source.text.split("\n");
      const report = (node: Node, rule: QueryFinding["rule"]) => {
        const { line } = lineAt(source, node.pos);
        findings.push({ file, line, rule, text: (lines[line - 1] ?? "").trim() });
      };
      const drizzleNames = new Set<string>();
      const calls: { node: TsNode; method: string }[] = [];
      const visit = (node: TsNode) => {
        if (node.kind === SyntaxKind.ImportDeclaration) {
          const found = runtimeImport(node);
          if (found && /^drizzle-orm(?:\/|$)/.test(found.specifier)) {
            report(node, "drizzle import");
            for (const name of found.names) drizzleNames.add(name);
          }
          if (found?.specifier.startsWith(".")) {
            const target = relative(path.resolve(root, path.dirname(file), found.specifier));
            if (target === "server/db/schema" || target.startsWith("server/db/schema/"))
              report(node, "schema table import");
          }
          return;
        }
        if (node.kind === SyntaxKind.TaggedTemplateExpression) {
          const name = rootName(node.tag);
          if (name && drizzleNames.has(name)) report(node, "sql template");
        }
        if (node.kind === SyntaxKind.CallExpression && node.expression?.kind === SyntaxKind.PropertyAccessExpression) {
          const method = node.expression.name?.text ?? "";
          if (!lifecycleCalls.has(method)) calls.push({ node, method });
        }
        node.forEachChild((child) => {
          visit(child as TsNode);
          return undefined;
        });
      };
      source.forEachChild((child) => {
        visit(child as TsNode);
        return undefined;
      });
      if (calls.length === 0) continue;
      const receivers = calls.map(({ node }) => node.expression?.expression as Node);
      const types = project.checker.getTypeAtLocation(receivers);
      calls.forEach(({ node, method }, i) => {
        const type = types[i];
        if (!type || !isHandleType(project.checker.typeToString(type))) return;
        // A service or worker owns its unit of work: opening the transaction is no query; a routes file opens none.
        if (method === "transaction") {
          if (file.endsWith(".routes.ts")) report(node, "transaction in a routes file");
          return;
        }
        report(node, "database call");
      });
    }
    findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
    return { files, findings };
  } finally {
    api.close();
  }
}
