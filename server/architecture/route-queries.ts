import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One place a routes file touches the database itself. */
export interface RouteQuery {
  /** The file, relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  rule: string;
  text: string;
}

/**
 * What counts as a query: a database call on a handle (`db`, `tx`, `app.database`), a transaction, a
 * drizzle `sql` template or helper, and the imports a query needs (drizzle's builders, the schema's tables).
 */
const rules: { rule: string; pattern: RegExp }[] = [
  {
    rule: "database call",
    pattern:
      /\b(?:db|tx|trx|database)\s*(?:\?\.|\.)\s*(?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction|query|with|\$with|\$count|batch|refreshMaterializedView)\b/g,
  },
  { rule: "transaction handle", pattern: /\b(?:tx|trx)\s*(?:\?\.|\.)\s*\w+/g },
  { rule: "transaction", pattern: /\.\s*transaction\s*\(/g },
  { rule: "sql template", pattern: /\bsql\s*(?:<[^>]*>)?\s*`/g },
  { rule: "sql helper", pattern: /\bsql\s*\.\s*(?:raw|join|identifier|placeholder|empty|param)\b/g },
  { rule: "raw client call", pattern: /\b(?:pool|pglite|client)\s*\.\s*(?:query|exec)\s*\(/g },
  { rule: "drizzle import", pattern: /\bfrom\s+["']drizzle-orm(?:\/[^"']*)?["']/g },
  {
    rule: "schema table import",
    pattern: /^\s*import\s+(?!type\b)[^;]*?\bfrom\s+["'][^"']*\/db\/schema(?:\/[^"']*)?["']/gm,
  },
];

/** Comments become spaces (line breaks kept), so a comment that mentions a query is not one and lines still count. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, " "));
}

/**
 * What counts as a query in a service: the same, except the transaction itself. A service owns its unit of
 * work (it opens the transaction and hands `tx` to repositories); the queries inside belong to repositories.
 */
const serviceRules = rules
  .filter(({ rule }) => rule !== "transaction" && rule !== "transaction handle")
  .map(({ rule, pattern }) =>
    rule === "database call"
      ? { rule, pattern: new RegExp(pattern.source.replace("|transaction|", "|"), pattern.flags) }
      : { rule, pattern },
  );

export function findServiceQueries(file: string, source: string): RouteQuery[] {
  return findRouteQueries(file, source, serviceRules);
}

export function findRouteQueries(file: string, source: string, rulesToApply = rules): RouteQuery[] {
  const code = withoutComments(source);
  const lines = source.split("\n");
  const found: RouteQuery[] = [];
  for (const { rule, pattern } of rulesToApply) {
    for (const match of code.matchAll(pattern)) {
      const at = (match.index ?? 0) + (match[0].length - match[0].trimStart().length);
      const line = code.slice(0, at).split("\n").length;
      found.push({ file, line, rule, text: (lines[line - 1] ?? "").trim() });
    }
  }
  return found.sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}

/** Every `*.routes.ts` (or other `suffix`) under `dir`, relative to `root`, sorted. */
export function routesFiles(root: string, dir = "server", suffix = ".routes.ts"): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(dir, name).split(path.sep).join("/"))
    .sort();
}

export function routeQueriesIn(root: string, file: string): RouteQuery[] {
  return findRouteQueries(file, readFileSync(path.join(root, file), "utf8"));
}

export function serviceQueriesIn(root: string, file: string): RouteQuery[] {
  return findServiceQueries(file, readFileSync(path.join(root, file), "utf8"));
}
