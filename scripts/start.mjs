// `npm start`: builds what is missing or older than its sources (the first start builds everything),
// then runs the compiled server in this same process: no TypeScript at run time, no second Node process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import module from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { requireProjectRuntime } from "./runtime.mjs";

requireProjectRuntime();

const outputs = {
  client: { built: "dist/ssr/entry-server.js", sources: ["client", "contract", "vite.config.ts", "package-lock.json"] },
  server: { built: "dist/server/main.js", sources: ["server", "contract", "package-lock.json", "scripts/build.mjs"] },
};

// Tests do not change what runs, so editing one does not rebuild.
const ignored = (name) => name === "node_modules" || name.startsWith(".") || /\.(test|spec)\.tsx?$/.test(name);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (!ignored(child)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const stale = Object.entries(outputs)
  .filter(([, { built, sources }]) => {
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    return builtAt < Math.max(...sources.map(newestMtime));
  })
  .map(([part]) => part);
if (stale.length > 0) {
  console.log(
    existsSync(outputs.server.built)
      ? `Sources changed; rebuilding (${stale.join(", ")})...`
      : "Building (first start)...",
  );
  const build = spawnSync(process.execPath, ["scripts/build.mjs", ...stale], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// V8 keeps the compiled code of the server and its dependencies on disk: later starts skip recompiling it.
module.enableCompileCache?.(path.resolve("node_modules/.cache/seller-portal-compile"));
await import(pathToFileURL(path.resolve(outputs.server.built)).href);
