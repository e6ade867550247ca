import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// What ships is React 19's production build (decision 025): the built client, as `npm test` built it
// before the browser tests, and the one React the project installs.

const clientDir = path.resolve("dist/client");

interface ManifestChunk {
  file: string;
  imports?: string[];
}

test("the app's entry chunk carries React's production build, and no asset carries Preact", () => {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  // index.html loads client/boot.ts, which imports the app (main.tsx) once the page has painted.
  const app = manifest["main.tsx"];
  expect(app, "main.tsx is in the manifest").toBeDefined();
  const entry = readFileSync(path.join(clientDir, app?.file ?? ""), "utf8");
  // React 19's elements, and react-dom's production bundle: its errors are minified and point at react.dev
  // (the development build writes them out), and it checks its version against React's.
  expect(entry).toContain("react.transitional.element");
  expect(entry).toContain("Minified React error #");
  expect(entry).toContain("https://react.dev/errors/");
  expect(entry).toMatch(/[`"']19\.\d+\.\d+[`"']/);

  for (const name of readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".js"))) {
    const text = readFileSync(path.join(clientDir, "assets", name), "utf8");
    expect(text.toLowerCase().includes("preact"), `${name} mentions Preact`).toBe(false);
  }
});

test("one React 19 is installed: every package that uses react or react-dom gets the same one", () => {
  const tree = JSON.parse(
    execFileSync("npm", ["ls", "react", "react-dom", "--all", "--json"], { encoding: "utf8" }),
  ) as Tree;
  const versions = new Set<string>();
  const walk = (node: Tree) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if ((name === "react" || name === "react-dom") && child.version) versions.add(`${name}@${child.version}`);
      walk(child);
    }
  };
  walk(tree);
  const react = [...versions].filter((v) => v.startsWith("react@"));
  const reactDom = [...versions].filter((v) => v.startsWith("react-dom@"));
  expect(react).toHaveLength(1);
  expect(reactDom).toHaveLength(1);
  expect(react[0]).toMatch(/^react@19\./);
  expect(reactDom[0]?.replace("react-dom@", "react@")).toBe(react[0]);
});

interface Tree {
  version?: string;
  dependencies?: Record<string, Tree>;
}
