import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  allSpecifiers,
  type ImportEdge,
  importCycles,
  importEdges,
  runtimeSpecifiers,
  sourceFiles,
} from "./import-graph";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The server's layers, lowest first: a file may import its own layer or a lower one, never a higher one.
 * The database (schema, client, migrations) is below every module; the seed is not part of it, it sits above
 * the modules like a script.
 */
const layers = ["db", "repository", "service", "routes"] as const;
type Layer = (typeof layers)[number];

function layerOf(file: string): Layer | undefined {
  if (file.startsWith("server/db/") && !file.startsWith("server/db/seed/")) return "db";
  if (file.endsWith(".repository.ts")) return "repository";
  if (file.endsWith(".service.ts")) return "service";
  if (file.endsWith(".routes.ts")) return "routes";
  return undefined;
}

/** Tests and their helpers sit above everything (they build the app, seed and plant rows): the rules are for the product's code. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("server/test/");

/** The server module a file is in (`server/modules/<name>/…`), and the file's path inside it. */
function moduleFile(file: string): { module: string; inside: string } | undefined {
  const match = /^server\/modules\/([^/]+)\/(.+)$/.exec(file);
  return match ? { module: match[1] as string, inside: match[2] as string } : undefined;
}

/**
 * A module's front door: its `*.service.ts` files (what other modules call) and its `index.ts` (the pure
 * helpers, types and SQL pieces it lends). Its repositories, routes, plugins and other files are its own.
 */
const isFrontDoor = (inside: string) => inside.endsWith(".service.ts") || inside === "index.ts";

/** One import that breaks a rule: `key` (`file -> target`) names it in the exception list, `text` adds line and rule. */
interface Violation {
  key: string;
  text: string;
}

/** Every import of the server's and the contract's own code that breaks a rule, sorted. */
function serverViolations(edges: ImportEdge[]): Violation[] {
  const found: Violation[] = [];
  const report = (edge: ImportEdge, rule: string) =>
    found.push({ key: `${edge.from} -> ${edge.to}`, text: `${edge.from}:${edge.line} ${rule} -> ${edge.to}` });
  for (const edge of edges) {
    if (isTest(edge.from)) continue;
    const { from, to } = edge;
    if (from.startsWith("contract/") && !to.startsWith("contract/")) report(edge, "the contract imports only itself");
    if (from.startsWith("server/plugins/") && to.startsWith("server/modules/"))
      report(edge, "a plugin imports a module");
    if (from.startsWith("server/integrations/") && to.startsWith("server/modules/"))
      report(edge, "an integration imports a module (have what it needs passed in)");
    if (from.startsWith("server/lib/") && to.startsWith("server/modules/")) report(edge, "server/lib imports a module");
    const fromModule = moduleFile(from);
    const toModule = moduleFile(to);
    if (fromModule && toModule && fromModule.module !== toModule.module && !isFrontDoor(toModule.inside)) {
      report(
        edge,
        `a module imports ${toModule.module}'s ${toModule.inside}, not its front door (*.service.ts, index.ts)`,
      );
    }
    if (from.startsWith("server/modules/") && to.startsWith("server/db/seed/"))
      report(edge, "a module imports the seed");
    if (from.startsWith("server/modules/") && to === "server/plugins/error-handler.ts") {
      report(edge, "a module imports the error handler (HttpError is in server/lib/http-error.ts)");
    }
    if (edge.typeOnly) continue; // types erase: the layers are about what runs
    const fromLayer = layerOf(from);
    const toLayer = layerOf(to);
    if (fromLayer && toLayer && layers.indexOf(toLayer) > layers.indexOf(fromLayer)) {
      report(edge, `a ${fromLayer} file imports a ${toLayer} file`);
    }
    if (fromLayer === "db" && (to.startsWith("server/modules/") || to.startsWith("server/db/seed/"))) {
      if (toLayer === undefined) report(edge, "the database layer imports a module or the seed");
    }
  }
  return found.sort((a, b) => a.text.localeCompare(b.text));
}

/**
 * Imports allowed to break a rule (`file -> target`), each with why it stays. Empty: none is needed. An entry
 * that no longer matches fails, so the list only shrinks; a new violation is never in it.
 */
const knownViolations: Record<string, string> = {};

/** Import cycles allowed to stay, keyed by their files joined with " + ", each with why. Empty: none is needed. */
const knownCycles: Record<string, string> = {};

const cycleKey = (files: string[]) => files.join(" + ");

describe("server boundaries: imports run one way", () => {
  const files = sourceFiles(root, ["server", "contract"]);
  // Type-only imports count: a cycle or a side door through types is still a knot to untie.
  const edges = importEdges(root, files, { withTypes: true });

  it("reads the whole server", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(edges).toContainEqual(
      expect.objectContaining({ from: "server/app.ts", to: "server/plugins/error-handler.ts" }),
    );
  });

  it("has no import cycle between files", () => {
    const cycles = importCycles(edges)
      .filter((cycle) => !(cycleKey(cycle.files) in knownCycles))
      .map((cycle) => cycle.path.join(" -> "));
    expect(cycles, "break each cycle: move what both files need into a file both can import").toEqual([]);
  });

  it("keeps layers one way: routes -> services -> repositories -> db; modules meet at front doors; plugins, integrations, lib and the database import no module; no module imports the seed", () => {
    const violations = serverViolations(edges)
      .filter((violation) => !(violation.key in knownViolations))
      .map((violation) => violation.text);
    expect(violations).toEqual([]);
  });

  it("known exceptions are still exact", () => {
    const now = new Set(serverViolations(edges).map((violation) => violation.key));
    for (const key of Object.keys(knownViolations)) expect(now, `fixed: remove "${key}"`).toContain(key);
    const cycles = new Set(importCycles(edges).map((cycle) => cycleKey(cycle.files)));
    for (const key of Object.keys(knownCycles)) expect(cycles, `fixed: remove the cycle "${key}"`).toContain(key);
  });
});

describe("what the boundary test catches", () => {
  const edge = (from: string, to: string, line = 1, typeOnly = false): ImportEdge => ({ from, to, line, typeOnly });

  it("a type-only cycle, with type-only imports read", () => {
    const source = 'import type { LeadRow } from "./leads.mapping";\nexport type Planted = LeadRow;';
    expect(allSpecifiers("server/modules/leads/speed-to-lead.ts", source)).toEqual([
      { specifier: "./leads.mapping", line: 1, typeOnly: true },
    ]);
    const cycles = importCycles([
      edge("server/modules/leads/leads.mapping.ts", "server/modules/leads/speed-to-lead.ts", 11),
      edge("server/modules/leads/speed-to-lead.ts", "server/modules/leads/leads.mapping.ts", 1, true),
    ]);
    expect(cycles.map((cycle) => cycle.path.join(" -> "))).toEqual([
      "server/modules/leads/leads.mapping.ts -> server/modules/leads/speed-to-lead.ts -> server/modules/leads/leads.mapping.ts",
    ]);
  });

  it("a module importing another module's repository (even a type), routes or plugin; an integration importing a module", () => {
    expect(
      serverViolations([
        edge("server/modules/claims/claims.service.ts", "server/modules/leads/leads.repository.ts", 10),
        edge("server/modules/push/push.service.ts", "server/modules/leads/leads.mapping.ts", 4, true),
        edge("server/modules/api-v1/api-leads-list.ts", "server/modules/leads/leads-staff.routes.ts", 7),
        edge("server/modules/auth/auth.plugin.ts", "server/modules/api-keys/api-key-auth.plugin.ts", 7),
        edge("server/integrations/mail/mail-worker.ts", "server/modules/consent/consent.service.ts", 5),
        edge("server/lib/csv-cell.ts", "server/modules/admin/index.ts", 2),
        edge("server/modules/claims/claims.service.ts", "server/modules/leads/lead-records.service.ts", 11),
        edge("server/modules/claims/claims.service.ts", "server/modules/leads/index.ts", 12),
        edge("server/modules/leads/leads.service.ts", "server/modules/leads/leads.repository.ts", 15),
      ]).map((violation) => violation.text),
    ).toEqual([
      "server/integrations/mail/mail-worker.ts:5 an integration imports a module (have what it needs passed in) -> server/modules/consent/consent.service.ts",
      "server/lib/csv-cell.ts:2 server/lib imports a module -> server/modules/admin/index.ts",
      "server/modules/api-v1/api-leads-list.ts:7 a module imports leads's leads-staff.routes.ts, not its front door (*.service.ts, index.ts) -> server/modules/leads/leads-staff.routes.ts",
      "server/modules/auth/auth.plugin.ts:7 a module imports api-keys's api-key-auth.plugin.ts, not its front door (*.service.ts, index.ts) -> server/modules/api-keys/api-key-auth.plugin.ts",
      "server/modules/claims/claims.service.ts:10 a module imports leads's leads.repository.ts, not its front door (*.service.ts, index.ts) -> server/modules/leads/leads.repository.ts",
      "server/modules/push/push.service.ts:4 a module imports leads's leads.mapping.ts, not its front door (*.service.ts, index.ts) -> server/modules/leads/leads.mapping.ts",
    ]);
  });

  it("a cycle of any length, reported with its files in order", () => {
    const cycles = importCycles([
      edge("server/a.ts", "server/b.ts"),
      edge("server/b.ts", "server/c.ts"),
      edge("server/c.ts", "server/a.ts"),
      edge("server/c.ts", "server/d.ts"),
    ]);
    expect(cycles).toEqual([
      {
        files: ["server/a.ts", "server/b.ts", "server/c.ts"],
        path: ["server/a.ts", "server/b.ts", "server/c.ts", "server/a.ts"],
      },
    ]);
  });

  it("a plugin importing a module, a repository importing a service, a module importing the seed", () => {
    expect(
      serverViolations([
        edge("server/plugins/auth.ts", "server/modules/auth/sessions.repository.ts"),
        edge("server/modules/leads/leads.repository.ts", "server/modules/leads/leads.service.ts"),
        edge("server/modules/settings/settings.repository.ts", "server/db/seed/seed.ts"),
        edge("server/db/schema/leads.ts", "server/modules/leads/phone.ts"),
        edge("server/modules/leads/leads.routes.test.ts", "server/db/seed/demo-users.ts"),
      ]).map((violation) => violation.text),
    ).toEqual([
      "server/db/schema/leads.ts:1 the database layer imports a module or the seed -> server/modules/leads/phone.ts",
      "server/modules/leads/leads.repository.ts:1 a repository file imports a service file -> server/modules/leads/leads.service.ts",
      "server/modules/settings/settings.repository.ts:1 a module imports the seed -> server/db/seed/seed.ts",
      "server/plugins/auth.ts:1 a plugin imports a module -> server/modules/auth/sessions.repository.ts",
    ]);
  });

  it("reads imports, re-exports and import(), but not type-only imports", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C, type D } from "./c";',
      'import { type E, f } from "./e";',
      'export { g } from "./g";',
      'export type { H } from "./h";',
      'export * from "./i";',
      "// import { j } from './j';",
      'const k = () => import("./k");',
      'import "./l";',
    ].join("\n");
    expect(runtimeSpecifiers("planted.ts", source)).toEqual([
      { specifier: "./a", line: 1 },
      { specifier: "./e", line: 4 },
      { specifier: "./g", line: 5 },
      { specifier: "./i", line: 7 },
      { specifier: "./k", line: 9 },
      { specifier: "./l", line: 10 },
    ]);
  });
});
