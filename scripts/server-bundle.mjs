// The server as one ES module with its migrations beside it: what `npm start` runs (scripts/build.mjs,
// dist/server) and what the API tests start as a child process (server/test/global-setup.ts).
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

export async function buildServerBundle(outdir) {
  rmSync(outdir, { recursive: true, force: true });
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
    outfile: path.join(outdir, "main.js"),
  });
  // server/db/client.ts finds its migrations beside itself (import.meta.url): beside main.js once bundled.
  cpSync("server/db/migrations", path.join(outdir, "migrations"), { recursive: true });
}
