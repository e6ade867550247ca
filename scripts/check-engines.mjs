// Checks every installed package's `engines.node` against the runtime the project runs on. npm checks
// engines against the Node that runs npm itself (the system Node on a fresh machine), not against the
// project's runtime, so this is where the check means something (docs/decisions/009-node-runtime.md).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";

function* packageDirs(modulesDir) {
  let entries;
  try {
    entries = readdirSync(modulesDir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const dir = path.join(modulesDir, entry.name);
    if (entry.name.startsWith("@")) {
      for (const scoped of readdirSync(dir, { withFileTypes: true }))
        if (scoped.isDirectory()) yield* packageAndNested(path.join(dir, scoped.name));
    } else yield* packageAndNested(dir);
  }
}

function* packageAndNested(dir) {
  yield dir;
  yield* packageDirs(path.join(dir, "node_modules"));
}

const version = process.versions.node;
const problems = [];
let checked = 0;
for (const dir of [".", ...packageDirs("node_modules")]) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  } catch {
    continue;
  }
  checked++;
  const wanted = manifest.engines?.node;
  if (typeof wanted === "string" && !semver.satisfies(version, wanted, { includePrerelease: true }))
    problems.push(`${manifest.name}@${manifest.version} wants node ${wanted} (${dir})`);
}
if (problems.length > 0) {
  console.error(`${problems.length} installed package(s) do not support Node.js ${version}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`${checked} packages checked: every engines.node range accepts Node.js ${version}.`);
