import { describe, expect, it } from "vitest";
import { matchPagePath, pageRouteList, robotsDisallowedPaths, sitemapPaths } from "./page-routes";

describe("the route table's addresses", () => {
  it("matches a pattern as wouter does: one segment per parameter, decoded, a trailing slash, any case", () => {
    expect(matchPagePath("/", "/")).toEqual({});
    expect(matchPagePath("/guides/:slug", "/guides/pricing-strategy")).toEqual({ slug: "pricing-strategy" });
    expect(matchPagePath("/guides/:slug", "/guides/pricing-strategy/")).toEqual({ slug: "pricing-strategy" });
    expect(matchPagePath("/guides/:slug", "/guides/caf%C3%A9")).toEqual({ slug: "café" });
    expect(matchPagePath("/guides/:slug", "/guides/%E0")).toEqual({ slug: "%E0" });
    expect(matchPagePath("/dashboard", "/Dashboard")).toEqual({});
    expect(matchPagePath("/guides/:slug", "/guides")).toBeNull();
    expect(matchPagePath("/guides/:slug", "/guides/a/b")).toBeNull();
    expect(matchPagePath("/dashboard", "/dashboard/x")).toBeNull();
    expect(matchPagePath("/", "/fr")).toBeNull();
  });

  it("lists / , the guides, /privacy and /home-value for the sitemap, and refuses a pattern it has no values for", () => {
    expect(sitemapPaths({ slug: ["pricing-strategy", "staging"] })).toEqual([
      "/",
      "/guides/pricing-strategy",
      "/guides/staging",
      "/privacy",
      "/home-value",
    ]);
    expect(() => sitemapPaths({})).toThrow("no values for :slug of /guides/:slug");
  });

  it("keeps crawlers out of every staff screen and the personal guide pages in both languages", () => {
    expect(robotsDisallowedPaths()).toEqual([
      "/sellers-guide/",
      "/fr/sellers-guide/",
      "/auth",
      "/dashboard",
      "/leads/",
      "/admin",
      "/clients",
      "/inbox",
      "/pipeline",
      "/calendar-feed",
      "/notifications",
      "/image-test",
      "/guide-admin",
    ]);
  });

  it("gives each page one address: no two entries match the same path", () => {
    const example = (path: string) => path.replace(/:\w+/g, "x");
    for (const route of pageRouteList) {
      const others = pageRouteList.filter((other) => other.id !== route.id);
      expect(
        others.filter((other) => matchPagePath(other.path, example(route.path))).map((other) => other.id),
        route.id,
      ).toEqual([]);
    }
  });
});
