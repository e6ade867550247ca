// `npm start`: builds the client when it is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { requireProjectRuntime } from "./runtime.mjs";

requireProjectRuntime();

const builtIndex = "dist/client/index.html";
const sources = ["client", "contract", "vite.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? "Building the client (first start)..." : "Client sources changed; rebuilding...");
  const build = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  spawnSync(process.execPath, ["scripts/compress-assets.mjs"], { stdio: "inherit" });
}

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
