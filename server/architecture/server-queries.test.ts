import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { type QueryFinding, scanServerQueries } from "./server-queries";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Starting the TypeScript compiler and checking the program takes seconds, more under load. */
const COMPILER_MS = 240_000;

const describeFinding = (q: QueryFinding) => `${q.file}:${q.line} ${q.rule}: ${q.text}`;

describe("SQL lives in repositories: no server file outside repositories and server/db runs a query", () => {
  let scan: ReturnType<typeof scanServerQueries>;
  beforeAll(() => {
    scan = scanServerQueries(root);
  }, COMPILER_MS);

  it("reads the server's files through the type checker", () => {
    expect(scan.files.length).toBeGreaterThan(200);
    expect(scan.files).toContain("server/modules/leads/leads.routes.ts");
    expect(scan.files).toContain("server/integrations/queue/outbox-worker.ts");
    expect(scan.files).not.toContain("server/modules/leads/leads.repository.ts");
  });

  it("every query sits in a repository (or server/db): no exceptions", () => {
    const offending = scan.findings.map(describeFinding);
    expect(offending, "move these queries into the module's (or integration's) *.repository.ts").toEqual([]);
  });
});

/** Files planted in the program (not on disk), each breaking the rule in one way. */
const plants: Record<string, string> = {
  "server/modules/leads/planted-store.routes.ts": [
    'import type { FastifyPluginAsync } from "fastify";',
    "export const plantedRoutes: FastifyPluginAsync = async (app) => {",
    '  app.get("/planted", async () => {',
    "    const store = app.database;",
    '    return store.query({ name: "planted", text: "SELECT 1" }, []);',
    "  });",
    "};",
  ].join("\n"),
  "server/modules/leads/planted-store.ts": [
    'import type { SQL } from "drizzle-orm";',
    'import type { Database } from "../../db/client";',
    "",
    "/** Counts through a handle named neither db nor tx. */",
    "export async function countPlanted(store: Database, statement: SQL) {",
    "  const keep = store;",
    "  return keep",
    "    .execute(statement);",
    "}",
  ].join("\n"),
  "server/modules/leads/planted-sql.routes.ts": [
    'import { sql as q } from "drizzle-orm";',
    'import { leads } from "../../db/schema/index";',
    'import type { Database } from "../../db/client";',
    "export const plantedWhere = q`" + "$" + "{leads.id} = 'x'`;",
    "export const plantedTx = (handle: Database) => handle.transaction(async (t) => t.select().from(leads));",
  ].join("\n"),
  "server/modules/leads/planted-lookalike.ts": [
    "// store.query() was here; db.select() too",
    'import type { leads } from "../../db/schema/index";',
    "export type PlantedRow = typeof leads.$inferSelect;",
    "const db = { select: () => 1, query: (q: string) => q };",
    "export const plantedLookalike = (request: { query: { q: string } }) => [db.select(), db.query(request.query.q)];",
  ].join("\n"),
};

describe("what the SQL rule catches", () => {
  let found: QueryFinding[];
  beforeAll(() => {
    found = scanServerQueries(root, { planted: plants, only: Object.keys(plants) }).findings;
  }, COMPILER_MS);
  const findingsIn = (file: string) => found.filter((q) => q.file === file).map((q) => `${q.file}:${q.line} ${q.rule}`);

  it("a query through a renamed handle in a routes file", () => {
    expect(findingsIn("server/modules/leads/planted-store.routes.ts")).toEqual([
      "server/modules/leads/planted-store.routes.ts:5 database call",
    ]);
  });

  it("a query through a renamed handle in a plain module file, on the line the call starts", () => {
    expect(findingsIn("server/modules/leads/planted-store.ts")).toEqual([
      "server/modules/leads/planted-store.ts:7 database call",
    ]);
  });

  it("drizzle and schema imports, a sql template under another name, a transaction and its handle in a routes file", () => {
    expect(findingsIn("server/modules/leads/planted-sql.routes.ts")).toEqual([
      "server/modules/leads/planted-sql.routes.ts:1 drizzle import",
      "server/modules/leads/planted-sql.routes.ts:2 schema table import",
      "server/modules/leads/planted-sql.routes.ts:4 sql template",
      "server/modules/leads/planted-sql.routes.ts:5 database call",
      "server/modules/leads/planted-sql.routes.ts:5 transaction in a routes file",
    ]);
  });

  it("leaves alone what only looks like a query: comments, type imports, an object named db, request.query", () => {
    expect(findingsIn("server/modules/leads/planted-lookalike.ts")).toEqual([]);
  });
});
