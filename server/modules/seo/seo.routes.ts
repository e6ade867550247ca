import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { safeString } from "../../../contract/safe-text";
import { escapeHtml } from "../../integrations/mail/outbox";
import { renderShell } from "../../plugins/page-shell";
import { htmlToText } from "../guides/guide-html";
import { findGuideBySlug, listTopics } from "../guides/guides.repository";

/** What search engines get without running JavaScript: guide pages with their text, a sitemap, robots.txt. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const base = app.config.publicUrl;

  app.get(
    "/guides/:slug",
    { config: { access: "public" }, schema: { params: z.object({ slug: safeString().max(200) }) } },
    async (request, reply) => {
      const guide = await findGuideBySlug(db, request.params.slug);
      reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache");
      // Unknown slug: the SPA shows the not-found page; the status tells crawlers.
      if (!guide) return reply.status(404).send(app.pageShell);
      const firstText = htmlToText(guide.sections[0]?.content ?? "");
      const description = guide.description || `${firstText.slice(0, 155)}…`;
      const article = `<article class="mx-auto max-w-3xl px-4 py-10"><h1>${escapeHtml(guide.title)}</h1>${
        guide.description ? `<p>${escapeHtml(guide.description)}</p>` : ""
      }${guide.sections.map((s) => `<section><h2>${escapeHtml(s.title)}</h2>${s.content}</section>`).join("")}</article>`;
      return reply.send(
        renderShell(app.pageShell, {
          title: `${guide.title} – Seller's Guide`,
          description,
          canonical: `${base}/guides/${guide.slug}`,
          image: guide.sections[0]?.imageUrl ? new URL(guide.sections[0].imageUrl, base).toString() : undefined,
          bodyHtml: article,
        }),
      );
    },
  );

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
