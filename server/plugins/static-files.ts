import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { httpError } from "../lib/http-error";

// Same landmarks as client/index.html (title, description, #root), so page meta can be rendered into either.
const notBuiltPage = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>Seller Portal</title>
<meta name="description" content="Seller Portal" />
</head><body><p>The client is not built yet. Run <code>npm start</code> or <code>npm run build</code>.</p><div id="root"></div></body></html>`;

declare module "fastify" {
  interface FastifyInstance {
    /** The built client's index.html, for routes that render a page's own meta into it. */
    pageShell: string;
  }
}

/**
 * Serves the built client: hashed assets cached for a year, and every non-API GET that matches no file
 * as a page (server/modules/pages: rendered on the server, or the SPA shell). Unknown /api/* paths get a
 * JSON 404.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string }) => {
  const indexFile = path.join(opts.clientDir, "index.html");
  const hasClient = existsSync(indexFile);
  const shell = hasClient ? readFileSync(indexFile, "utf8") : notBuiltPage;
  app.decorate("pageShell", shell);

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: true,
      // Serves the .br/.gz that scripts/compress-assets.mjs writes at build time.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker and the app manifests (decision 035; sent as their .br/.gz when built so) are
        // checked on every visit, so an update reaches installed apps at once (the worker itself still waits
        // until no tab runs the old one).
        const name = path.basename(filePath).replace(/\.(br|gz)$/, "");
        const revalidate = name === "sw.js" || name.endsWith(".webmanifest");
        res.header(
          "Cache-Control",
          immutable ? "public, max-age=31536000, immutable" : revalidate ? "no-cache" : "public, max-age=3600",
        );
      },
    });
  }

  app.get("/", { config: { access: "public" } }, (request, reply) => app.sendPage(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (!isApi && (request.method === "GET" || request.method === "HEAD")) return app.sendPage(request, reply);
    const missing = httpError("no_route", { method: request.method, path: pathname });
    return reply.status(missing.statusCode).send(missing.toBody());
  });
});
