import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { robotsDisallowedPaths, sitemapPaths } from "../../../contract/page-routes";
import { escapeHtml } from "../../integrations/mail/outbox";
import { listTopics } from "../guides/guides.service";

/** A sitemap and robots.txt for search engines; pages themselves are server-rendered (server/modules/pages). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const base = app.config.publicUrl;

  app.get("/sitemap.xml", { config: { access: "public" } }, async (_request, reply) => {
    // Each public page the route table lists for search engines (contract/page-routes.ts), in both languages
    // (decision 017): English at its spec address, French under /fr, each entry naming the other as its
    // alternate (and English as x-default).
    const paths = sitemapPaths({ slug: (await listTopics(db)).map((t) => t.slug) });
    const french = (path: string) => (path === "/" ? "/fr" : `/fr${path}`);
    const alternates = (path: string) =>
      [
        `<xhtml:link rel="alternate" hreflang="en-CA" href="${escapeHtml(`${base}${path}`)}"/>`,
        `<xhtml:link rel="alternate" hreflang="fr-CA" href="${escapeHtml(`${base}${french(path)}`)}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${base}${path}`)}"/>`,
      ].join("");
    const entries = paths.flatMap((path) =>
      [path, french(path)].map((url) => `  <url><loc>${escapeHtml(`${base}${url}`)}</loc>${alternates(path)}</url>`),
    );
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
    return reply.type("application/xml; charset=utf-8").send(body);
  });

  // Crawlers stay out of the API, the staff screens and the personal pages the route table names.
  const robots = [
    "User-agent: *",
    ...["/api/", ...robotsDisallowedPaths()].map((path) => `Disallow: ${path}`),
    "Allow: /",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  app.get("/robots.txt", { config: { access: "public" } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(robots),
  );
};
