// Every page of the portal: its address, whether the server renders it, and whether search engines list it.
// Pure data, read by both sides: the client's route table (client/app/routes.tsx) gives each entry its code
// and texts, from which the router, server rendering and staff-path checks are derived; the server builds
// the sitemap and robots.txt from it (server/modules/seo). A page is added here and in that table, nowhere else.

export interface PageRoute {
  /** A wouter pattern: `:name` is one segment of the address; a trailing slash is allowed. */
  path: string;
  /**
   * `public`: rendered on the server, also in French under `/fr` (decisions 011, 017). `staff`: the plain
   * client shell, one address in both languages, shown in the signed-in user's language.
   */
  kind: "public" | "staff";
  /** A staff screen whose language is its address's (English) rather than the user's. */
  language?: "address";
  /** Listed in the sitemap in both languages; a pattern once per value the server knows for its parameter. */
  sitemap?: true;
  /** A public page of one person's own data (under an unguessable address): robots.txt keeps crawlers out. */
  personal?: true;
}

/** In the router's order (the first match wins); the not-found page answers every other address. */
export const pageRoutes = {
  // The visitor's pages (spec section 2).
  landing: { path: "/", kind: "public", sitemap: true },
  sellersGuide: { path: "/sellers-guide/:token", kind: "public", personal: true },
  guideDemo: { path: "/guide-demo", kind: "public" },
  guideLibrary: { path: "/db-guide-demo", kind: "public" },
  guide: { path: "/guides/:slug", kind: "public", sitemap: true },
  privacy: { path: "/privacy", kind: "public", sitemap: true },
  leadFlow: { path: "/lead-flow/:type", kind: "public" },
  // "What is my home worth?" (decision 041); in French /fr/home-value, as every public page.
  homeValue: { path: "/home-value", kind: "public", sitemap: true },
  // Signed-in screens and the sign-in page.
  auth: { path: "/auth", kind: "staff" },
  dashboard: { path: "/dashboard", kind: "staff" },
  leadDetail: { path: "/leads/:id", kind: "staff" },
  admin: { path: "/admin", kind: "staff" },
  clients: { path: "/clients", kind: "staff" },
  // Decision 051: the conversations waiting for staff.
  inbox: { path: "/inbox", kind: "staff" },
  pipeline: { path: "/pipeline", kind: "staff" },
  calendarFeed: { path: "/calendar-feed", kind: "staff" },
  notifications: { path: "/notifications", kind: "staff" },
  // The upload check of the guide admin's pipeline: English only, as it has always been.
  imageTest: { path: "/image-test", kind: "staff", language: "address" },
  guideAdmin: { path: "/guide-admin", kind: "staff" },
} as const satisfies Record<string, PageRoute>;

export type PageRouteId = keyof typeof pageRoutes;
export type PublicRouteId = {
  [K in PageRouteId]: (typeof pageRoutes)[K]["kind"] extends "public" ? K : never;
}[PageRouteId];
export type StaffRouteId = Exclude<PageRouteId, PublicRouteId>;

/** The table's entries, in order, with their ids. */
export const pageRouteList = (Object.keys(pageRoutes) as PageRouteId[]).map((id) => ({
  id,
  ...(pageRoutes[id] as PageRoute),
}));

/**
 * The unprefixed addresses the sitemap lists: each `sitemap` entry, a pattern once per value of its one
 * parameter in `values` (e.g. `{ slug: [...] }` for the guides).
 */
export function sitemapPaths(values: Readonly<Record<string, readonly string[]>>): string[] {
  return pageRouteList
    .filter((route) => route.sitemap)
    .flatMap(({ path }) => {
      const param = /:(\w+)/.exec(path)?.[1];
      if (!param) return [path];
      const known = values[param];
      if (!known) throw new Error(`sitemapPaths: no values for :${param} of ${path}`);
      return known.map((value) => path.replace(`:${param}`, encodeURIComponent(value)));
    });
}

/**
 * The address prefixes robots.txt disallows: every staff screen (one address in both languages) and every
 * personal public page in both languages, each cut before its first parameter (`/leads/:id` -> `/leads/`).
 */
export function robotsDisallowedPaths(): string[] {
  const prefix = (path: string) => path.replace(/:.*$/, "");
  return pageRouteList.flatMap((route) => {
    if (route.kind === "staff") return [prefix(route.path)];
    if (route.personal) return [prefix(route.path), prefix(route.path === "/" ? "/fr" : `/fr${route.path}`)];
    return [];
  });
}

const patterns = new Map<string, { regex: RegExp; keys: string[] }>();

/**
 * The parameters of `pathname` if it matches `pattern` as wouter's router matches it (regexparam: a `:name`
 * is one segment, an optional trailing slash, letters in any case), else null. Parameters are decoded.
 */
export function matchPagePath(pattern: string, pathname: string): Record<string, string> | null {
  let compiled = patterns.get(pattern);
  if (!compiled) {
    const keys: string[] = [];
    const source = pattern
      .split("/")
      .filter(Boolean)
      .map((segment) => {
        if (!segment.startsWith(":")) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
        keys.push(segment.slice(1));
        return "/([^/]+?)";
      })
      .join("");
    compiled = { regex: new RegExp(`^${source}/?$`, "i"), keys };
    patterns.set(pattern, compiled);
  }
  const match = compiled.regex.exec(pathname);
  if (!match) return null;
  return Object.fromEntries(compiled.keys.map((key, index) => [key, decodeSegment(match[index + 1] ?? "")]));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
