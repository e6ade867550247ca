import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideSections, guideTopics, guideViews } from "../../db/schema/index";
import { seedGuides } from "../../db/seed/guides";
import { htmlToText, sanitizeGuideHtml } from "../../lib/guide-html";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { sameOrigin } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedGuides(t.db);
});
afterAll(() => t.close());

const expectedTopics: [string, string][] = [
  ["Staging My Home", "staging-my-home"],
  ["Repair Checklist", "repair-checklist"],
  ["Value-Enhancing Upgrades", "value-enhancing-upgrades"],
  ["Curb Appeal Tips", "curb-appeal-tips"],
  ["Decluttering Before Selling", "decluttering-before-selling"],
  ["Pricing Strategy", "pricing-strategy"],
  ["Best Time to Sell", "best-time-to-sell"],
  ["Showing My Home", "showing-my-home"],
  ["Pre-Listing Inspection", "pre-listing-inspection"],
  ["Home Photo Tips", "home-photo-tips"],
  ["Maximizing Sale Price", "maximizing-sale-price"],
  ["Negotiation Tips", "negotiation-tips"],
];

describe("guide library", () => {
  it("has the twelve topics with the spec's exact titles and slugs, each with an icon and description", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/guides/topics" });
    expect(res.statusCode).toBe(200);
    const topics = res.json();
    expect(topics.map((x: { title: string; slug: string }) => [x.title, x.slug])).toEqual(expectedTopics);
    for (const topic of topics) {
      expect(topic.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(topic.description.length).toBeGreaterThan(20);
    }
  });

  it("gives every topic 4–5 ordered sections of 150–400 words with an illustration", async () => {
    for (const [, slug] of expectedTopics) {
      const res = await t.app.inject({ method: "GET", url: `/api/guides/slug/${slug}` });
      expect(res.statusCode, slug).toBe(200);
      const guide = res.json();
      expect(guide.sections.length, slug).toBeGreaterThanOrEqual(4);
      expect(guide.sections.length, slug).toBeLessThanOrEqual(5);
      guide.sections.forEach(
        (section: { order: number; content: string; imageUrl: string; title: string }, i: number) => {
          expect(section.order).toBe(i);
          const words = htmlToText(section.content).split(" ").length;
          expect(words, `${slug} / ${section.title}`).toBeGreaterThanOrEqual(150);
          expect(words, `${slug} / ${section.title}`).toBeLessThanOrEqual(400);
          expect(section.imageUrl).toMatch(/^\/api\/illustrations\/.+\.svg$/);
        },
      );
    }
  });

  it("pricing strategy covers comparables, list price psychology and price reductions", async () => {
    const guide = (await t.app.inject({ method: "GET", url: "/api/guides/slug/pricing-strategy" })).json();
    const text = guide.sections
      .map((s: { content: string }) => htmlToText(s.content))
      .join(" ")
      .toLowerCase();
    expect(text).toContain("comparable");
    expect(text).toContain("reduction");
    expect(text).toMatch(/search filter|price band/);
  });

  it("answers an unknown slug with 404 'Guide not found'", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/guides/slug/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: "Guide not found",
      code: "not_found",
      reason: "guide_not_found",
      params: {},
    });
  });

  it("serves a topic and its sections by id, and 404s unknown ids, 400s bad ones", async () => {
    const [topic] = await t.db.select().from(guideTopics).where(eq(guideTopics.slug, "negotiation-tips"));
    const one = await t.app.inject({ method: "GET", url: `/api/guides/topics/${topic?.id}` });
    expect(one.json()).toMatchObject({ title: "Negotiation Tips", slug: "negotiation-tips" });
    const sections = await t.app.inject({ method: "GET", url: `/api/guides/topics/${topic?.id}/sections` });
    expect(sections.json().length).toBeGreaterThanOrEqual(4);
    expect((await t.app.inject({ method: "GET", url: "/api/guides/topics/999999" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/guides/topics/999999/sections" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/guides/topics/abc" })).statusCode).toBe(400);
  });

  it("seeding again adds nothing and keeps staff edits", async () => {
    const [section] = await t.db.select().from(guideSections).limit(1);
    await t.db
      .update(guideSections)
      .set({ content: "<p>Edited by staff</p>" })
      .where(eq(guideSections.id, section?.id ?? 0));
    expect(await seedGuides(t.db)).toBe(0);
    const [after] = await t.db
      .select()
      .from(guideSections)
      .where(eq(guideSections.id, section?.id ?? 0));
    expect(after?.content).toBe("<p>Edited by staff</p>");
    expect(await t.db.$count(guideTopics)).toBe(12);
  });
});

describe("tracking", () => {
  it("stores a view and answers 204", async () => {
    const before = await t.db.$count(guideViews);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/guides/track",
      headers: sameOrigin,
      payload: { topic: "Pricing Strategy", slug: "pricing-strategy" },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.db.$count(guideViews)).toBe(before + 1);
  });

  it.each([[{}], [[1, 2]], [{ topic: 42 }], [{ topic: "x".repeat(500), slug: "y" }], ["just a string"]])(
    "answers 204 for junk %j without storing it",
    async (payload) => {
      const before = await t.db.$count(guideViews);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/guides/track",
        headers: { ...sameOrigin, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(204);
      expect(await t.db.$count(guideViews)).toBe(before);
    },
  );
});

describe("HTML sanitising", () => {
  const dirty =
    '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a><script>alert(1)</script><img src=x onerror="alert(1)"><a href="https://crea.ca" onmouseover="x()">ok</a></p><iframe src="https://evil"></iframe>';

  it("removes scripts, event handlers and javascript: URLs", () => {
    const clean = sanitizeGuideHtml(dirty);
    expect(clean).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:|<iframe|<img/i);
    expect(clean).toContain('<a href="https://crea.ca" rel="noopener noreferrer nofollow">ok</a>');
  });

  it("stores no script, handler or javascript: URL in any seeded section", async () => {
    const rows = await t.db.select({ content: guideSections.content }).from(guideSections);
    expect(rows.length).toBeGreaterThanOrEqual(48);
    for (const row of rows) expect(row.content).not.toMatch(/<script|\son\w+=|javascript:/i);
  });
});

describe("search engines", () => {
  // Guide pages themselves (server-rendered, with their meta): server/modules/pages/pages.plugin.test.ts.
  it("lists /, /privacy, /home-value and the twelve guides in both languages in /sitemap.xml and has robots.txt", async () => {
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toMatch(/application\/xml/);
    expect(sitemap.body.match(/<loc>/g)).toHaveLength(30);
    expect(sitemap.body).toContain("<loc>http://portal.test/privacy</loc>");
    expect(sitemap.body).toContain("<loc>http://portal.test/home-value</loc>");
    expect(sitemap.body).toContain("<loc>http://portal.test/fr/home-value</loc>");
    expect(sitemap.body).toContain("<loc>http://portal.test/</loc>");
    expect(sitemap.body).toContain("<loc>http://portal.test/fr</loc>");
    for (const [, slug] of expectedTopics) {
      expect(sitemap.body).toContain(`<loc>http://portal.test/guides/${slug}</loc>`);
      expect(sitemap.body).toContain(`<loc>http://portal.test/fr/guides/${slug}</loc>`);
      expect(sitemap.body).toContain(
        `<xhtml:link rel="alternate" hreflang="fr-CA" href="http://portal.test/fr/guides/${slug}"/>`,
      );
    }
    expect(sitemap.body).toContain('hreflang="x-default" href="http://portal.test/"');
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain("Sitemap: http://portal.test/sitemap.xml");
  });

  it("draws section illustrations as SVG, the same for the same key", async () => {
    const a = await t.app.inject({ method: "GET", url: "/api/illustrations/pricing-strategy-1.svg" });
    const b = await t.app.inject({ method: "GET", url: "/api/illustrations/pricing-strategy-1.svg" });
    const c = await t.app.inject({ method: "GET", url: "/api/illustrations/negotiation-tips-2.svg" });
    expect(a.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(a.body).toBe(b.body);
    expect(a.body).not.toBe(c.body);
    expect((await t.app.inject({ method: "GET", url: "/api/illustrations/..%2Fetc.svg" })).statusCode).toBe(400);
  });

  it("serves the demo guide for /guide-demo", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/debug/guide" });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.sections.length).toBeGreaterThanOrEqual(4);
  });
});
