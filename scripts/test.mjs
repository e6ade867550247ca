// `npm test`: every check the tree must pass, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";
import { requireProjectRuntime } from "./runtime.mjs";

requireProjectRuntime();
console.log(`Node.js ${process.version}`);

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ["typecheck", bin("tsc"), ["-p", "."]],
  ["lint", bin("biome"), ["ci", "."]],
  ["engines check", process.execPath, ["scripts/check-engines.mjs"]],
  ["migration check", process.execPath, ["scripts/check-migrations.mjs"]],
  ["unit and API tests (PGlite)", bin("vitest"), ["run", "--project", "server"], { TEST_DB_DRIVER: "pglite" }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    "unit and API tests (PostgreSQL)",
    bin("vitest"),
    ["run", "--project", "server"],
    { TEST_DB_DRIVER: "postgres" },
  ]);
} else {
  console.log("TEST_DATABASE_URL is not set: API tests run on PGlite only.");
}
steps.push(
  ["component tests", bin("vitest"), ["run", "--project", "client"]],
  ["build (client, server rendering, server)", process.execPath, ["scripts/build.mjs"]],
  ["browser tests", bin("playwright"), ["test"]],
);

const started = Date.now();
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`--- ${name}: ok in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
