import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LOCALE_COOKIE } from "../../../contract/locale";
import { loadPageAssets, type PageAssets } from "./page-assets";
import { pageHtml, withLang } from "./page-html";
import { chosenLocale, localeOfPath, preferredLocale } from "./page-locale";
import { type FetchJson, PageDataError } from "./ssr-entry";

declare module "fastify" {
  interface FastifyInstance {
    /** Answers a GET for a page: server-rendered for public pages, the client shell for staff screens. */
    sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

// A shared cache (CDN, proxy) may keep a public page a minute; browsers revalidate with the ETag, so a
// changed guide or setting shows at once and an unchanged page costs a 304.
const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, must-revalidate";
// A personal guide (its token is the only key) stays out of shared caches.
const PRIVATE_CACHE = "private, no-cache";
// The random first pick of topics changes hourly, so a page's ETag holds within the hour.
const SEED_PERIOD_MS = 3_600_000;

function seedFor(pathname: string, now: number): number {
  return createHash("sha1")
    .update(`${pathname}:${Math.floor(now / SEED_PERIOD_MS)}`)
    .digest()
    .readUInt32BE(0);
}

function etagOf(html: string): string {
  return `W/"${createHash("sha1").update(html).digest("base64url").slice(0, 27)}"`;
}

export const pagesPlugin = fp(async (app: FastifyInstance) => {
  const assets: PageAssets | null = await loadPageAssets(app.config.clientDir, app.pageShell);
  if (assets) app.allowInlineScript(assets.entry.EARLY_INPUT_SCRIPT);

  // The page's data comes from our own API routes, answered in-process: same rules, same JSON.
  const fetchJson: FetchJson = async <T>(url: string) => {
    const res = await app.inject({ method: "GET", url, headers: { accept: "application/json" } });
    if (res.statusCode >= 400) throw new PageDataError(res.statusCode, res.body);
    return res.json() as T;
  };

  const sendShell = (reply: FastifyReply, status = 200, pathname = "/") =>
    reply
      .status(status)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(withLang(app.pageShell, localeOfPath(pathname)));

  app.decorate("sendPage", async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = "/", search = ""] = request.url.split("?", 2);
    if (pathname === "/") {
      // The home page depends on the visitor's language: caches must key it on what decides it.
      reply.header("Vary", "Accept-Language, Cookie");
      // The language chosen with the switch (cookie) opens its home page; without a choice, a browser
      // preferring French gets the French one. Crawlers send neither and keep the English page (x-default).
      const wanted =
        chosenLocale(request.cookies?.[LOCALE_COOKIE]) ?? preferredLocale(request.headers["accept-language"]);
      if (wanted === "fr-CA") {
        return reply.header("Cache-Control", "private, no-cache").redirect(`/fr${search ? `?${search}` : ""}`, 302);
      }
    }
    if (!assets) return sendShell(reply, 200, pathname);
    let result: Awaited<ReturnType<PageAssets["entry"]["renderPage"]>>;
    try {
      result = await assets.entry.renderPage({ pathname, search, fetchJson, seed: seedFor(pathname, Date.now()) });
    } catch (error) {
      // The page's data is missing (an unknown guide, an expired token): its status with the client shell,
      // which shows the page's own message. Anything else: the shell, and the browser renders the page.
      if (error instanceof PageDataError && error.status < 500) return sendShell(reply, 404, pathname);
      request.log.error({ err: error }, "server rendering failed; sending the client shell");
      return sendShell(reply, 200, pathname);
    }
    if (result.kind === "client") return sendShell(reply, 200, pathname);
    if (result.kind === "redirect") return reply.redirect(result.location, 302);

    const html = pageHtml(assets.template, {
      body: result.html,
      criticalCss: assets.criticalCss(result.html),
      payload: result.payload,
      preloads: [
        ...new Set([...result.catalogues.flatMap((key) => assets.preloads(key)), ...assets.preloads(result.module)]),
      ],
      locale: result.locale,
      alternates:
        result.alternates &&
        Object.entries(result.alternates).map(([hreflang, path]) => ({
          hreflang,
          href: `${app.config.publicUrl}${path}`,
        })),
      head: result.head && {
        ...result.head,
        image: result.head.image ? new URL(result.head.image, app.config.publicUrl).toString() : undefined,
      },
      canonical: `${app.config.publicUrl}${pathname}`,
    });
    const etag = etagOf(html);
    reply
      .status(result.status)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", result.cache === "public" ? PUBLIC_CACHE : PRIVATE_CACHE)
      .header("ETag", etag);
    const match = request.headers["if-none-match"];
    if (result.status === 200 && match && match.split(/\s*,\s*/).includes(etag)) return reply.status(304).send();
    return reply.send(html);
  });
});
