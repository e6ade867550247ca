// `npm run build`: everything `npm start` runs, compiled once.
//   dist/client  the browser's bundle (+ .br/.gz beside each asset, + .vite/manifest.json)
//   dist/ssr     the server-rendering entry for public pages (client/ssr/entry-server.tsx)
//   dist/server  the server as one ES module (dependencies stay in node_modules) and its migrations
// `node scripts/build.mjs client server` builds only the parts named.
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";

const parts = process.argv.slice(2);
const wanted = (part) => parts.length === 0 || parts.includes(part);

function run(args) {
  const result = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (wanted("client")) {
  run(["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"]);
  run(["node_modules/vite/bin/vite.js", "build", "--ssr", "ssr/entry-server.tsx", "--logLevel", "warn"]);
  run(["scripts/compress-assets.mjs"]);
}
if (wanted("server")) {
  rmSync("dist/server", { recursive: true, force: true });
  const { build } = await import("esbuild");
  await build({
    entryPoints: ["server/main.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    // Dependencies are bundled too: one file for Node to load instead of ~1,100 modules, each resolved on
    // every start (most of a later start's time). Left outside are the packages that read their own
    // files at run time (PGlite's WebAssembly, pdfkit's fonts, swagger-ui's assets, pino's workers) and
    // pg's optional native binding.
    external: ["@electric-sql/pglite", "@electric-sql/pglite/*", "pdfkit", "@fastify/swagger-ui", "pino", "pg-native"],
    // Bundled CommonJS packages call require(): give the ES module one.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    sourcemap: true,
    logLevel: "warning",
    outfile: "dist/server/main.js",
  });
  // server/db/client.ts finds its migrations beside itself (import.meta.url): beside main.js once bundled.
  cpSync("server/db/migrations", "dist/server/migrations", { recursive: true });
}
