import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PublicRouteId, pageRouteList } from "../../../contract/page-routes";
import { seedGuides } from "../../db/seed/guides";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { sameOrigin } from "../../test/factories";

// Public pages are fetched as a client without JavaScript would: the main content must be in the HTML.
// The pages need the built client and SSR entry, so this file builds them (a few seconds) into .tmp.
const buildDir = path.resolve(".tmp/pages-test");
const clientDir = path.join(buildDir, "client");
let t: TestApp;

function vite(args: string[]) {
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "error", ...args],
    {
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`vite build ${args.join(" ")} failed:\n${result.stderr}`);
}

beforeAll(async () => {
  rmSync(buildDir, { recursive: true, force: true });
  vite(["--outDir", clientDir]);
  vite(["--ssr", "ssr/entry-server.tsx", "--outDir", path.join(buildDir, "ssr")]);
  t = await buildTestApp({ CLIENT_DIR: clientDir, RATE_LIMIT_GUIDES_PER_MINUTE: "1000" });
  await seedGuides(t.db);
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

/**
 * Text as the renderer writes it into HTML. An apostrophe may come escaped or not (both are the same text
 * to a browser), so `rendered` bodies have it unescaped.
 */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

/** The HTML inside #root, i.e. what React rendered (not the payload script or the head). */
function rendered(body: string): string {
  const start = body.indexOf('<div id="root">');
  const end = body.indexOf('<script type="application/json" id="ssr-data">');
  expect(start, "the page has #root").toBeGreaterThan(-1);
  expect(end, "the page carries its data").toBeGreaterThan(start);
  return body.slice(start, end).replace(/&#x27;|&#39;|&apos;/g, "'");
}

async function topicTitles(): Promise<string[]> {
  return ((await get("/api/guides/topics")).json() as Array<{ title: string }>).map((topic) => topic.title);
}

describe("public pages without JavaScript", () => {
  it("/ has the questionnaire's first question and every topic to choose from", async () => {
    const res = await get("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const body = rendered(res.body);
    expect(body).toContain(html("We're here to make home selling easier."));
    expect(body).toContain("What do you need help with?");
    const titles = await topicTitles();
    expect(titles).toHaveLength(12);
    for (const title of titles) expect(body).toContain(html(title));
    // The topic picker's 3 cards and the two ways to sell are there too.
    expect(body).toContain(html("Browse our free seller's guides"));
    expect(body.match(/aria-label="Choose /g)).toHaveLength(3);
    expect(body).toContain("With a Real Estate Agent");
    expect(body).toContain("Maple Key Realty");
  });

  it("/guides/{slug} has the guide's first section, the whole guide text and its own title and meta", async () => {
    const res = await get("/guides/pricing-strategy");
    expect(res.statusCode).toBe(200);
    const guide = (await get("/api/guides/slug/pricing-strategy")).json();
    const body = rendered(res.body);
    expect(body).toContain(
      `<h1 lang="en-CA" class="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Pricing Strategy</h1>`,
    );
    expect(body).toMatch(new RegExp(`id="guide-section-title"[^>]*>${html(guide.sections[0].title)}</h2>`));
    expect(body).toMatch(/Section (<!-- -->)?1(<!-- -->)? of/);
    expect(res.body).toContain("<title>Pricing Strategy – Seller&#39;s Guide</title>");
    expect(res.body).toContain('<link rel="canonical" href="http://portal.test/guides/pricing-strategy" />');
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).toMatch(/<meta name="description" content="[^"]{20,}"/);
    for (const section of guide.sections) expect(body).toContain(html(section.title));
  });

  it("answers an unknown guide page with a 404 status (the SPA shows the not-found page)", async () => {
    const res = await get("/guides/nope");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
  });

  it("/lead-flow/{type} has the lead flow's first card; an unknown type redirects to /", async () => {
    const res = await get("/lead-flow/cash-offer");
    expect(res.statusCode).toBe(200);
    const body = rendered(res.body);
    expect(body).toContain("Where is your property?");
    expect(body).toContain("Instant Cash Offer");
    const twoStep = rendered((await get("/lead-flow/realtor?variant=two-step")).body);
    expect(twoStep).toContain("Tell Us About Your Property");
    const unknown = await get("/lead-flow/timeshare");
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe("/");
  });

  it("/db-guide-demo has the library's topics", async () => {
    const body = rendered((await get("/db-guide-demo")).body);
    expect(body).toContain(html("Seller's Guide Library"));
    for (const title of await topicTitles()) expect(body).toContain(html(title));
  });

  it("/guide-demo has the sample guide's introduction", async () => {
    const body = rendered((await get("/guide-demo")).body);
    expect(body).toContain(">Introduction</h2>");
  });

  it("/sellers-guide/{token} has the personal guide's title and introduction, and stays out of shared caches", async () => {
    const made = await t.app.inject({
      method: "POST",
      url: "/api/sellers-guide/generate",
      headers: sameOrigin,
      payload: { topic: "Pricing Strategy" },
    });
    expect(made.statusCode).toBe(200);
    const { token, content } = made.json();
    const res = await get(`/sellers-guide/${token}`);
    expect(res.statusCode).toBe(200);
    const body = rendered(res.body);
    expect(body).toContain(html(content.title));
    expect(body).toContain(html(content.introduction.split("\n\n")[0].trim()));
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    const gone = await get(`/sellers-guide/${"x".repeat(32)}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('id="ssr-data"');
  });

  it("an unknown address renders the 404 page with a 404 status", async () => {
    const res = await get("/this/route/does/not/exist");
    expect(res.statusCode).toBe(404);
    expect(rendered(res.body)).toContain("404 Page Not Found");
    expect(res.body).toContain("Did you forget to add the page to the router?");
  });

  it("staff screens get the client-rendered shell", async () => {
    for (const url of ["/auth", "/dashboard", "/leads/lead_1700000000000_abc", "/guide-admin"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain("ssr-data");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });
});

describe("every page of the route table (contract/page-routes.ts)", () => {
  /**
   * Each public page: an address of its pattern, its main content in English and in French, and its own
   * chunk, which the page names for preloading (the table's `module` is a client manifest key).
   */
  const publicPages: Record<PublicRouteId, { url(): Promise<string>; en: string; fr: string; chunk: string }> = {
    landing: {
      url: async () => "/",
      en: "What do you need help with?",
      fr: "Vendez votre propriété en toute confiance",
      chunk: "landing-page",
    },
    sellersGuide: {
      async url() {
        const made = await t.app.inject({
          method: "POST",
          url: "/api/sellers-guide/generate",
          headers: sameOrigin,
          payload: { topic: "Pricing Strategy" },
        });
        expect(made.statusCode).toBe(200);
        return `/sellers-guide/${made.json().token}`;
      },
      en: ">Introduction</h2>",
      fr: ">Introduction</h2>",
      chunk: "sellers-guide-page",
    },
    guideDemo: {
      url: async () => "/guide-demo",
      en: ">Introduction</h2>",
      fr: ">Introduction</h2>",
      chunk: "guide-demo-page",
    },
    guideLibrary: {
      url: async () => "/db-guide-demo",
      en: html("Seller's Guide Library"),
      fr: "Bibliothèque des guides du vendeur",
      chunk: "guide-library-page",
    },
    guide: {
      url: async () => "/guides/pricing-strategy",
      en: "Pricing Strategy</h1>",
      fr: html("Retour à l'accueil"),
      chunk: "guide-page",
    },
    privacy: {
      url: async () => "/privacy",
      en: ">Privacy Policy</h1>",
      fr: ">Politique de confidentialité</h1>",
      chunk: "privacy-page",
    },
    leadFlow: {
      url: async () => "/lead-flow/cash-offer",
      en: "Where is your property?",
      fr: "Où se trouve votre propriété?",
      chunk: "lead-flow-page",
    },
    homeValue: {
      url: async () => "/home-value",
      en: "What is my home worth?",
      fr: "Combien vaut ma propriété?",
      chunk: "home-value-page",
    },
  };
  const staffParams: Record<string, string> = { id: "lead_1700000000000_abc" };

  it("renders every public entry without JavaScript, in English and under /fr in French, with its main content", async () => {
    const entries = pageRouteList.filter((route) => route.kind === "public");
    expect(entries.map((route) => route.id).sort()).toEqual(Object.keys(publicPages).sort());
    for (const route of entries) {
      const page = publicPages[route.id as PublicRouteId];
      const url = await page.url();
      const en = await get(url);
      expect(en.statusCode, url).toBe(200);
      expect(en.body, url).toMatch(/^<!doctype html>\s*<html lang="en-CA">/i);
      expect(rendered(en.body), url).toContain(page.en);
      expect(rendered(en.body), url).not.toContain("404 Page Not Found");
      const preloads = [...en.body.matchAll(/<meta name="app-preload" content="([^"]+)" \/>/g)].map((m) => m[1]);
      expect(
        preloads.some((href) => href?.startsWith(`/assets/${page.chunk}-`)),
        `${url} preloads ${page.chunk}`,
      ).toBe(true);
      const frenchUrl = url === "/" ? "/fr" : `/fr${url}`;
      const fr = await get(frenchUrl);
      expect(fr.statusCode, frenchUrl).toBe(200);
      expect(fr.body, frenchUrl).toMatch(/^<!doctype html>\s*<html lang="fr-CA">/i);
      expect(rendered(fr.body), frenchUrl).toContain(page.fr);
      expect(rendered(fr.body), frenchUrl).not.toContain("404 Page introuvable");
    }
  });

  it("answers every staff entry with the client shell, not the 404 page; staff screens have no French address", async () => {
    const entries = pageRouteList.filter((route) => route.kind === "staff");
    expect(entries.length).toBeGreaterThan(0);
    const logged = t.logs().length;
    for (const route of entries) {
      const url = route.path.replace(/:(\w+)/g, (_match, name: string) => staffParams[name] ?? "x");
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain("ssr-data");
      expect(res.body, url).not.toContain("Page Not Found");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      const french = await get(`/fr${url}`);
      expect(french.statusCode, `/fr${url}`).toBe(404);
      expect(rendered(french.body), `/fr${url}`).toContain("404 Page introuvable");
    }
    // Chosen from the table, not reached by a server rendering that failed and fell back to the shell.
    expect(t.logs().slice(logged)).not.toContain("server rendering failed");
  });
});

describe("what the browser gets with a page", () => {
  it("hands over the page's data (no second request) and preloads the page's code", async () => {
    const res = await get("/guides/pricing-strategy");
    const payload = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(payload).toBeDefined();
    const data = JSON.parse(payload as string) as {
      seed: number;
      queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown; status: string } }> };
    };
    expect(Number.isInteger(data.seed)).toBe(true);
    const keys = data.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["guide-topics","slug","pricing-strategy"]', '["brokerage"]']));
    const guide = data.queries.queries.find((query) => query.queryKey[1] === "slug");
    expect(guide?.state.status).toBe("success");
    expect(guide?.state.data).toEqual((await get("/api/guides/slug/pricing-strategy")).json());
    const preloads = [...res.body.matchAll(/<meta name="app-preload" content="(\/assets\/[^"]+)" \/>/g)].map(
      (match) => match[1],
    );
    // Named for client/boot.ts, which preloads them after the first paint: the app first, each chunk once,
    // and none fetched by the HTML itself.
    expect(preloads[0]).toMatch(/^\/assets\/main-/);
    expect(preloads.some((href) => href?.includes("guide-page"))).toBe(true);
    expect(new Set(preloads).size).toBe(preloads.length);
    const fetched = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(fetched.filter((href) => preloads.includes(href))).toEqual([]);
  });

  it("carries one inline script, the early-input one, which the CSP allows by its hash; React writes none", async () => {
    for (const url of ["/", "/guides/pricing-strategy", "/lead-flow/cash-offer", "/fr/privacy", "/no-such-page"]) {
      const res = await get(url);
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);
      expect(inline, url).toHaveLength(1);
      expect(inline[0], url).toMatch(/^\(function holdEarlyInput\(options\) \{/);
      const hash = createHash("sha256")
        .update(inline[0] as string)
        .digest("base64");
      const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers["content-security-policy"]))?.[1];
      expect(scriptSrc, url).toBe(`'self' 'sha256-${hash}'`);
      // Every other script is data or a file: React's renderer, collected whole, added no inline script.
      const others = (res.body.match(/<script\b[^>]*>/g) ?? []).filter((tag) => tag !== "<script>");
      expect(others, url).toHaveLength(2);
      expect(others[0], url).toMatch(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">$/);
      expect(others[1], url).toBe('<script type="application/json" id="ssr-data">');
    }
  });

  it("inlines the page's own CSS rules and loads the whole stylesheet without blocking the first paint", async () => {
    const res = await get("/");
    const links = res.body.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    const href = /href="([^"]+\.css)"/.exec(links[0] as string)?.[1] as string;
    expect(links[0]).toBe(`<link rel="stylesheet" crossorigin href="${href}" media="print" data-full-css>`);
    const full = readFileSync(path.join(clientDir, href), "utf8");
    const inlined = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? "";
    // The page's classes are in (bg-slate-50 on <body>, the questionnaire's grid and fieldset, escaped in
    // CSS); classes of staff screens only are not.
    expect(rendered(res.body)).toContain('class="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"');
    expect(rendered(res.body)).toContain("[&amp;_button:disabled]:opacity-100");
    expect(inlined).toContain(".bg-slate-50{");
    expect(inlined).toContain(".sm\\:grid-cols-2{");
    expect(inlined).toContain(".\\[\\&_button\\:disabled\\]\\:opacity-100 button:disabled{");
    expect(full).toContain(".bg-violet-50{");
    expect(res.body).not.toContain("bg-violet-50");
    expect(inlined).not.toContain(".bg-violet-50{");
    expect(inlined.length).toBeLessThan(full.length / 2);

    // Staff screens are client-rendered from the plain shell: their stylesheet blocks rendering as before.
    const staff = await get("/dashboard");
    expect(staff.body).toMatch(/<link rel="stylesheet" crossorigin href="[^"]+\.css">/);
    expect(staff.body).not.toContain("<style>");
  });

  it("lets shared caches keep public HTML briefly and revalidates it with an ETag", async () => {
    const first = await get("/guides/pricing-strategy");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, must-revalidate");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await get("/guides/pricing-strategy", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    // A content change (an admin edits the guide) changes the ETag, so the next visit gets the new page.
    const { db } = t;
    const { guideTopics } = await import("../../db/schema/index");
    const { eq } = await import("drizzle-orm");
    await db
      .update(guideTopics)
      .set({ description: "Priced right from day one." })
      .where(eq(guideTopics.slug, "pricing-strategy"));
    const changed = await get("/guides/pricing-strategy", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain("Priced right from day one.");
  });

  it("compresses rendered pages and API JSON; hashed assets are immutable for a year", async () => {
    const page = await get("/", { "accept-encoding": "br, gzip" });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString("utf8")).toContain("What do you need help with?");
    const json = await get("/api/guides/topics", { "accept-encoding": "gzip" });
    expect(json.headers["content-encoding"]).toBe("gzip");

    const script = readdirSync(path.join(clientDir, "assets")).find((name) => name.endsWith(".js"));
    const asset = await get(`/assets/${script}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("French pages (decision 017)", () => {
  it("GET /fr/guides/{slug} without JavaScript: French chrome, lang fr-CA, hreflang for both and x-default", async () => {
    const res = await get("/fr/guides/pricing-strategy");
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="fr-CA">/i);
    const body = rendered(res.body);
    expect(body).toContain(html("Retour à l'accueil"));
    expect(body).toMatch(/Section (<!-- -->)?1(<!-- -->)? sur/);
    expect(body).toContain(">Suivant<");
    // The switch links to the same guide in English (attribute names are case-insensitive in HTML).
    expect(body.toLowerCase()).toContain('href="/guides/pricing-strategy" hreflang="en-ca" lang="en-ca"');
    expect(body).toContain(">English</a>");
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="en-CA" href="http://portal.test/guides/pricing-strategy" />',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="fr-CA" href="http://portal.test/fr/guides/pricing-strategy" />',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://portal.test/guides/pricing-strategy" />',
    );
    expect(res.body).toContain('<link rel="canonical" href="http://portal.test/fr/guides/pricing-strategy" />');
    expect(res.body).toContain("– Guide du vendeur</title>");
    // The guides API is asked for the French text (guides-fr's `?locale=`); the browser reuses that answer.
    expect(res.body).toMatch(/"queryKey":\["guide-topics","slug","pricing-strategy","fr-CA"\]/);
    // Only the French catalogue is preloaded.
    const preloads = [...res.body.matchAll(/<meta name="app-preload" content="([^"]+)" \/>/g)].map((m) => m[1]);
    expect(preloads.some((href) => /fr-CA/.test(href ?? ""))).toBe(true);
    expect(preloads.some((href) => /en-CA/.test(href ?? ""))).toBe(false);
  });

  it("/privacy and /fr/privacy render the policy without JavaScript, each in its language, linked from the footer", async () => {
    const en = await get("/privacy");
    expect(en.statusCode).toBe(200);
    expect(en.body).toMatch(/^<!doctype html>\s*<html lang="en-CA">/i);
    expect(en.body).toContain("<title>Privacy Policy</title>");
    const enBody = rendered(en.body);
    expect(enBody).toContain(">Privacy Policy</h1>");
    expect(enBody).toContain("<h2>Person in charge of personal information</h2>");
    expect(enBody).toContain("We use no analytics, advertising or tracking cookie.");
    expect(enBody).toContain('href="/privacy"');

    const fr = await get("/fr/privacy");
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('<html lang="fr-CA">');
    const frBody = rendered(fr.body);
    expect(frBody).toContain(">Politique de confidentialité</h1>");
    expect(frBody).toContain("<h2>Responsable de la protection des renseignements personnels</h2>");
    expect(frBody).toContain(html("Nous n'utilisons aucun témoin d'analyse, de publicité ni de suivi."));
    expect(frBody).toContain('href="/fr/privacy"');
    expect(fr.body).toContain('<link rel="alternate" hreflang="en-CA" href="http://portal.test/privacy" />');

    // The footer of every public page links the policy in the page's language.
    expect(rendered((await get("/fr")).body)).toContain('href="/fr/privacy"');
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.body).toContain("<loc>http://portal.test/privacy</loc>");
    expect(sitemap.body).toContain("<loc>http://portal.test/fr/privacy</loc>");
  });

  it("an English page says lang en-CA and names its French alternate", async () => {
    const res = await get("/guides/pricing-strategy");
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="en-CA">/i);
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="fr-CA" href="http://portal.test/fr/guides/pricing-strategy" />',
    );
    expect(rendered(res.body)).toContain(">Français</a>");
  });

  it("/fr, the lead flows and the 404 page are French; an unknown flow type redirects to /fr", async () => {
    const home = await get("/fr");
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="fr-CA">');
    expect(rendered(home.body)).toContain("Vendez votre propriété en toute confiance");
    expect(home.body).toContain("<title>Portail du vendeur – vendez votre propriété en toute confiance</title>");
    const flow = await get("/fr/lead-flow/cash-offer");
    expect(rendered(flow.body)).toContain("Où se trouve votre propriété?");
    const wrong = await get("/fr/lead-flow/nope");
    expect(wrong.statusCode).toBe(302);
    expect(wrong.headers.location).toBe("/fr");
    const missing = await get("/fr/cette-page-n-existe-pas");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="fr-CA">');
    expect(rendered(missing.body)).toContain("404 Page introuvable");
  });

  it("sends / to /fr for a remembered French choice or a first visit preferring French; English stays", async () => {
    const french = await get("/?utm_source=x", { "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" });
    expect(french.statusCode).toBe(302);
    expect(french.headers.location).toBe("/fr?utm_source=x");
    expect(french.headers.vary).toMatch(/Accept-Language/);
    expect(french.headers.vary).toMatch(/Cookie/);
    const remembered = await get("/", { cookie: "locale=fr-CA" });
    expect(remembered.statusCode).toBe(302);
    expect(remembered.headers.location).toBe("/fr");
    const chose = await get("/", { "accept-language": "fr-CA,fr;q=0.9", cookie: "locale=en-CA" });
    expect(chose.statusCode).toBe(200);
    expect(chose.headers.vary).toMatch(/Accept-Language/);
    const english = await get("/", { "accept-language": "en-CA,en;q=0.9,fr;q=0.8" });
    expect(english.statusCode).toBe(200);
    const crawler = await get("/");
    expect(crawler.statusCode).toBe(200);
    expect(crawler.body).toContain('<html lang="en-CA">');
    expect(crawler.body).toContain('<link rel="alternate" hreflang="x-default" href="http://portal.test/" />');
  });
});
