// `npm run build`: everything `npm start` runs, compiled once.
//   dist/client  the browser's bundle (+ .br/.gz beside each asset, + .vite/manifest.json)
//   dist/ssr     the server-rendering entry for public pages (client/ssr/entry-server.tsx)
//   dist/server  the server as one ES module (scripts/server-bundle.mjs) and its migrations
// `node scripts/build.mjs client server` builds only the parts named.
import { spawnSync } from "node:child_process";

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
  const { buildServerBundle } = await import("./server-bundle.mjs");
  await buildServerBundle("dist/server");
}
