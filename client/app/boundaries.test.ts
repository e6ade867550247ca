import path from "node:path";
import { describe, expect, it } from "vitest";
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

/** Every import of the client's own code that breaks a rule, sorted. */
function clientViolations(edges: ImportEdge[]): Violation[] {
  const found: Violation[] = [];
  const report = (edge: ImportEdge, rule: string) =>
    found.push({ key: `${edge.from} -> ${edge.to}`, text: `${edge.from}:${edge.line} ${rule} -> ${edge.to}` });
  for (const edge of edges) {
    const from = featureOf(edge.from);
    const to = featureOf(edge.to);
    if (from && to && from !== to) report(edge, `feature ${from} imports feature ${to}`);
    const shared = sharedFolders.find((folder) => edge.from.startsWith(folder));
    if (shared && to) report(edge, `${shared.slice(0, -1)} imports feature ${to}`);
  }
  return found.sort((a, b) => a.text.localeCompare(b.text));
}

/**
 * Imports allowed to break a rule (`file -> target`), each with why it stays. An entry that no longer
 * matches fails, so the list only shrinks; a new violation is never in it.
 */
const knownViolations: Record<string, string> = {};

/** Import cycles allowed to stay, keyed by their files joined with " + ", each with why. */
const knownCycles: Record<string, string> = {};

const cycleKey = (files: string[]) => files.join(" + ");

describe("client boundaries: features stand alone", () => {
  const files = sourceFiles(root, ["client", "contract"]);
  const edges = importEdges(root, files);

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
      .map((cycle) => cycle.path.join(" -> "));
    expect(cycles, "break each cycle: a registry's parts take their types from a small types file").toEqual([]);
  });

  it("no feature imports another, and shared code (components, lib, i18n) imports no feature", () => {
    const violations = clientViolations(edges)
      .filter((violation) => !(violation.key in knownViolations))
      .map((violation) => violation.text);
    expect(
      violations,
      "compose pages in client/app; move what two features share to client/components or client/lib",
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
});
