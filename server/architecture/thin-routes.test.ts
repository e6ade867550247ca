import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  findRouteQueries,
  findServiceQueries,
  type RouteQuery,
  routeQueriesIn,
  routesFiles,
  serviceQueriesIn,
} from "./route-queries";

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

/**
 * Services still holding queries, with how many findings each has. A service owns its transaction (it
 * opens it and hands `tx` to repositories), so a transaction is not a finding; a query is. These were
 * written before services and repositories were split this far: each entry is to be emptied into its
 * module's repository, and the count may only go down (lower it when it does).
 */
const servicesNotYetThin: Record<string, number> = {
  "server/modules/api-v1/api-leads.service.ts": 6,
  "server/modules/privacy/erase.service.ts": 19,
};

describe("services: no *.service.ts file runs a query", () => {
  const files = routesFiles(root, "server", ".service.ts");

  it("finds the services", () => {
    expect(files.length).toBeGreaterThan(25);
    expect(files).toContain("server/modules/sellers-guide/sellers-guide.service.ts");
  });

  it("every other service leaves its queries to a repository", () => {
    const offending = files
      .filter((file) => !(file in servicesNotYetThin))
      .flatMap((file) => serviceQueriesIn(root, file).map(describeFinding));
    expect(offending, "move these queries into the module's *.repository.ts").toEqual([]);
  });

  it("the services not yet thin hold no more queries than listed, and each still exists", () => {
    for (const [file, findings] of Object.entries(servicesNotYetThin)) {
      expect(files, `${file} is gone: remove its entry`).toContain(file);
      expect(serviceQueriesIn(root, file).length, `${file}: update its count`).toBe(findings);
    }
  });
});

describe("what counts as a query in a service", () => {
  const find = (source: string) => findServiceQueries("planted.service.ts", source).map((q) => `${q.line} ${q.rule}`);

  it("a transaction and what it hands to repositories are not queries; a query inside it is", () => {
    const source = [
      "return db.transaction(async (tx) => {",
      "  const lead = await findLeadForUpdate(tx, id);",
      "  await tx.update(leads).set(values);",
      "});",
    ].join("\n");
    expect(find(source)).toEqual(["3 database call"]);
  });

  it("finds drizzle and schema imports and sql templates as in a routes file", () => {
    const source = [
      'import { eq } from "drizzle-orm";',
      'import { users } from "../../db/schema/index";',
      "const [row] = await db.select().from(users).where(sql`true`);",
    ].join("\n");
    expect(find(source)).toEqual(["1 drizzle import", "2 schema table import", "3 database call", "3 sql template"]);
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
