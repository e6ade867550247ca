import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { escapeHtml } from "../../integrations/mail/outbox";
import { listTopics } from "../guides/guides.repository";

/** A sitemap and robots.txt for search engines; pages themselves are server-rendered (server/modules/pages). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const base = app.config.publicUrl;

  app.get("/sitemap.xml", { config: { access: "public" } }, async (_request, reply) => {
    const urls = [`${base}/`, ...(await listTopics(db)).map((t) => `${base}/guides/${t.slug}`)];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((u) => `  <url><loc>${escapeHtml(u)}</loc></url>`)
      .join("\n")}\n</urlset>\n`;
    return reply.type("application/xml; charset=utf-8").send(body);
  });

  app.get("/robots.txt", { config: { access: "public" } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /leads/\nDisallow: /guide-admin\nDisallow: /sellers-guide/\nAllow: /\nSitemap: ${base}/sitemap.xml\n`,
      ),
  );
};
