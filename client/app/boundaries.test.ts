import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ImportEdge, importCycles, importEdges, sourceFiles } from "../../server/architecture/import-graph";

// jsdom gives import.meta.url an http: address; the file's folder is still known.
const root = path.resolve(import.meta.dirname, "../..");

const featureOf = (file: string) => /^client\/features\/([^/]+)\//.exec(file)?.[1];

/** Shared code every feature may use; it uses no feature (pages are composed in client/app and client/ssr). */
const sharedFolders = ["client/components/", "client/lib/", "client/i18n/", "client/test/"];

interface Violation {
  /** `file -> target`: how the exception list names it. */
  key: string;
  /** With the line and the rule, for the failure message. */
  text: string;
}

/**
 * Every import of the client's own code that breaks a rule, sorted. Type-only imports count: a feature that
 * takes another's type is tied to its file as surely as one that calls it.
 */
function clientViolations(edges: ImportEdge[]): Violation[] {
  const found: Violation[] = [];
  const report = (edge: ImportEdge, rule: string) => {
    const how = edge.typeOnly ? " (type-only)" : "";
    found.push({ key: `${edge.from} -> ${edge.to}`, text: `${edge.from}:${edge.line} ${rule}${how} -> ${edge.to}` });
  };
  for (const edge of edges) {
    const from = featureOf(edge.from);
    const to = featureOf(edge.to);
    if (from && to && from !== to) report(edge, `feature ${from} imports feature ${to}`);
    if (from && edge.to.startsWith("client/app/")) report(edge, `feature ${from} imports client/app`);
    const shared = sharedFolders.find((folder) => edge.from.startsWith(folder));
    if (shared && to) report(edge, `${shared.slice(0, -1)} imports feature ${to}`);
  }
  return found.sort((a, b) => a.text.localeCompare(b.text, "en", { numeric: true }));
}

/**
 * Imports allowed to break a rule (`file -> target`), each with why it stays. An entry that no longer
 * matches fails, so the list only shrinks; a new violation is never in it.
 */
const knownViolations: Record<string, string> = {};

/** Import cycles allowed to stay, keyed by their files joined with " + ", each with why. */
const knownCycles: Record<string, string> = {};

const cycleKey = (files: string[]) => files.join(" + ");

/** A cycle's loop with the line of each import on it: `a.tsx:3 (type-only) -> b.tsx:12 -> a.tsx`. */
function describeCycle(loop: string[], edges: ImportEdge[]): string {
  return loop
    .map((file, at) => {
      const edge = edges.find((candidate) => candidate.from === file && candidate.to === loop[at + 1]);
      return edge ? `${file}:${edge.line}${edge.typeOnly ? " (type-only)" : ""}` : file;
    })
    .join(" -> ");
}

describe("client boundaries: features stand alone", () => {
  const files = sourceFiles(root, ["client", "contract"]);
  const edges = importEdges(root, files, { withTypes: true });

  it("reads the whole client", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: "client/app/dashboard-page.tsx",
        to: "client/features/privacy/components/privacy-tab.tsx",
      }),
    );
  });

  it("has no import cycle between files", () => {
    const cycles = importCycles(edges)
      .filter((cycle) => !(cycleKey(cycle.files) in knownCycles))
      .map((cycle) => describeCycle(cycle.path, edges));
    expect(cycles, "break each cycle: a registry's parts take their types from a small types file").toEqual([]);
  });

  it("no feature imports another or client/app, and shared code (components, lib, i18n) imports no feature, not even by type", () => {
    const violations = clientViolations(edges)
      .filter((violation) => !(violation.key in knownViolations))
      .map((violation) => violation.text);
    expect(
      violations,
      "compose pages in client/app; move what two features share (types too) to client/components or client/lib",
    ).toEqual([]);
  });

  it("known exceptions are still exact", () => {
    const now = new Set(clientViolations(edges).map((violation) => violation.key));
    for (const key of Object.keys(knownViolations)) expect(now, `fixed: remove "${key}"`).toContain(key);
    const cycles = new Set(importCycles(edges).map((cycle) => cycleKey(cycle.files)));
    for (const key of Object.keys(knownCycles)) expect(cycles, `fixed: remove the cycle "${key}"`).toContain(key);
  });
});

describe("what the client boundary test catches", () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, line: 3 });

  it("a feature importing another, and i18n importing a feature; not a page composing features", () => {
    expect(
      clientViolations([
        edge("client/features/leads/components/a.tsx", "client/features/pipeline/components/b.tsx"),
        edge("client/features/leads/components/a.tsx", "client/features/leads/utils/c.ts"),
        edge("client/i18n/catalogues/en-CA.ts", "client/features/leads/messages/en-CA.ts"),
        edge("client/app/dashboard-page.tsx", "client/features/privacy/components/privacy-tab.tsx"),
      ]).map((violation) => violation.text),
    ).toEqual([
      "client/features/leads/components/a.tsx:3 feature leads imports feature pipeline -> client/features/pipeline/components/b.tsx",
      "client/i18n/catalogues/en-CA.ts:3 client/i18n imports feature leads -> client/features/leads/messages/en-CA.ts",
    ]);
  });

  it("a registry and a panel importing each other", () => {
    const registry = "client/features/client-dashboard/components/tile-registry.tsx";
    const panel = "client/features/client-dashboard/components/activity-panel.tsx";
    expect(importCycles([edge(registry, panel), edge(panel, registry)])).toEqual([
      { files: [panel, registry], path: [panel, registry, panel] },
    ]);
  });

  /** Plants `files` (path -> source) in a scratch tree and reads it as the test reads the client. */
  const scratch = mkdtempSync(path.join(tmpdir(), "client-boundaries-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  let planted = 0;
  const plant = (files: Record<string, string>) => {
    const at = path.join(scratch, String(planted++));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(at, file)), { recursive: true });
      writeFileSync(path.join(at, file), source);
    }
    const edges = importEdges(at, sourceFiles(at, ["client"]), { withTypes: true });
    return {
      violations: clientViolations(edges).map((violation) => violation.text),
      cycles: importCycles(edges),
      edges,
    };
  };

  it("a type-only import of another feature, by `import type` or by `type` names", () => {
    const { violations } = plant({
      "client/features/push/lead-page-extension.ts": [
        'import { claim } from "./api/claim";',
        'import type { LeadPageExtension } from "../leads/components/lead-detail-page";',
        "export const extension: LeadPageExtension = { claim };",
      ].join("\n"),
      "client/features/push/api/claim.ts": "export const claim = 1;",
      "client/features/lead-texts/panel.ts": [
        "// texts",
        'import { type LeadPageExtension } from "../leads/components/lead-detail-page";',
        "export type Panel = LeadPageExtension;",
      ].join("\n"),
      "client/features/leads/components/lead-detail-page.tsx": "export interface LeadPageExtension { key: string }",
    });
    expect(violations).toEqual([
      "client/features/lead-texts/panel.ts:2 feature lead-texts imports feature leads (type-only) -> client/features/leads/components/lead-detail-page.tsx",
      "client/features/push/lead-page-extension.ts:2 feature push imports feature leads (type-only) -> client/features/leads/components/lead-detail-page.tsx",
    ]);
  });

  it("a feature importing client/app, at run time or by type", () => {
    const { violations } = plant({
      "client/features/leads/components/back-link.tsx": [
        'import { routes } from "../../../app/routes";',
        'import type { LeadDetailPageProps } from "../../../app/lead-detail-page";',
        "export const first = routes[0];",
      ].join("\n"),
      "client/app/routes.tsx": "export const routes = [];",
      "client/app/lead-detail-page.tsx": "export interface LeadDetailPageProps { id: string }",
    });
    expect(violations).toEqual([
      "client/features/leads/components/back-link.tsx:1 feature leads imports client/app -> client/app/routes.tsx",
      "client/features/leads/components/back-link.tsx:2 feature leads imports client/app (type-only) -> client/app/lead-detail-page.tsx",
    ]);
  });

  it("i18n naming a feature by type", () => {
    const { violations } = plant({
      "client/i18n/catalogues/en-CA.ts": 'import type { messages as push } from "../../features/push/messages/en-CA";',
      "client/features/push/messages/en-CA.ts": "export const messages = {};",
    });
    expect(violations).toEqual([
      "client/i18n/catalogues/en-CA.ts:1 client/i18n imports feature push (type-only) -> client/features/push/messages/en-CA.ts",
    ]);
  });

  it("a cycle made only of type imports: a registry and a panel taking its props type from it", () => {
    const registry = "client/features/client-dashboard/components/tile-registry.tsx";
    const panel = "client/features/client-dashboard/components/activity-panel.tsx";
    const { cycles, edges } = plant({
      [registry]: 'import type { ActivityPanel } from "./activity-panel";\nexport interface TileProps { id: string }',
      [panel]: '\nimport type { TileProps } from "./tile-registry";\nexport const ActivityPanel = (p: TileProps) => p;',
    });
    expect(cycles.map((cycle) => describeCycle(cycle.path, edges))).toEqual([
      `${panel}:2 (type-only) -> ${registry}:1 (type-only) -> ${panel}`,
    ]);
  });
});
