// The project runs on the Node.js LTS named in .node-version, brought in by the `node` package (its binary
// is node_modules/.bin/node, first on the PATH of every npm script). Run directly with another Node, the
// scripts stop with one line instead of failing later in a dependency.
import { readFileSync } from "node:fs";

export const requiredNodeMajor = Number.parseInt(
  readFileSync(new URL("../.node-version", import.meta.url), "utf8").trim(),
  10,
);

export function requireProjectRuntime() {
  const major = Number.parseInt(process.versions.node, 10);
  if (major === requiredNodeMajor) return;
  console.error(
    `This project runs on Node.js ${requiredNodeMajor} (this is ${process.version}). ` +
      "Run it through npm (npm start, npm test, npm run dev), which uses the Node.js installed by `npm install`.",
  );
  process.exit(1);
}
