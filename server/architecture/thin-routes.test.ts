import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findRouteQueries, type RouteQuery, routeQueriesIn, routesFiles } from "./route-queries";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Routes files allowed to hold queries, with how many findings each may have. Empty: every routes file
 * declares, validates and delegates (CONVENTIONS.md). An entry names why it stays; a count that grows
 * fails, and so does one that shrinks (lower it, so the next query added cannot hide in the slack).
 */
const knownExceptions: Record<string, { findings: number; why: string }> = {};

const describeFinding = (q: RouteQuery) => `${q.file}:${q.line} ${q.rule}: ${q.text}`;

describe("thin routes: no *.routes.ts file runs a query", () => {
  const files = routesFiles(root);

  it("finds the routes files", () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files).toContain("server/modules/leads/leads.routes.ts");
  });

  it("every routes file leaves its queries to a repository", () => {
    const offending = files.flatMap((file) => {
      const found = routeQueriesIn(root, file);
      const allowed = knownExceptions[file];
      if (allowed && found.length === allowed.findings) return [];
      return found.length > 0 ? found.map(describeFinding) : [];
    });
    expect(offending, "move these queries into the module's *.repository.ts (rules into its *.service.ts)").toEqual([]);
  });

  it("known exceptions are still exact", () => {
    for (const [file, allowed] of Object.entries(knownExceptions)) {
      expect(files, `${file} is no longer a routes file: remove its exception`).toContain(file);
      expect(routeQueriesIn(root, file).length, `${file}: update its exception (${allowed.why})`).toBe(
        allowed.findings,
      );
    }
  });
});

describe("what counts as a query in a routes file", () => {
  const find = (source: string) => findRouteQueries("planted.routes.ts", source).map((q) => `${q.line} ${q.rule}`);

  it("names the line of a database call on db, tx and app.database, even across lines", () => {
    const source = [
      "export const r = async (app) => {",
      "  const { db } = app.database;",
      "  const rows = await db",
      "    .select()",
      "    .from(users);",
      "  await app.database.db.insert(users).values(row);",
      "  await app.database.query(statement, []);",
      "};",
    ].join("\n");
    expect(find(source)).toEqual(["3 database call", "6 database call", "7 database call"]);
  });

  it("finds transactions and what runs on their handle", () => {
    expect(find("await db.transaction(async (tx) => {\n  await tx.update(leads).set(v);\n});")).toEqual([
      "1 database call",
      "1 transaction",
      "2 database call",
      "2 transaction handle",
    ]);
  });

  it("finds sql templates and helpers, drizzle's builders and the schema's tables", () => {
    const source = [
      'import { and, eq } from "drizzle-orm";',
      'import { leads } from "../../db/schema/index";',
      "const where = sql<number>`count(*)`;",
      "const list = sql.join(parts, sep);",
    ].join("\n");
    expect(find(source)).toEqual(["1 drizzle import", "2 schema table import", "3 sql template", "4 sql helper"]);
  });

  it("leaves alone what only looks like a query", () => {
    const source = [
      "// db.select() was here; now the repository runs it",
      "/* await tx.delete(leads) */",
      'import type { UserRow } from "../../db/schema/index";',
      "const { q } = request.query;",
      "const url = `https://example.com/`; // a link, not a comment",
      "await listLeads(db, q);",
      "return reply.status(204).send();",
    ].join("\n");
    expect(find(source)).toEqual([]);
  });
});
