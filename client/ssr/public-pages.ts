import type { QueryClient } from "@tanstack/react-query";
import type { GuideTopic, GuideWithSections, PersonalisedGuide } from "../../contract/guides";
import type { LeadFlowConfig } from "../../contract/leads";
import type { Locale } from "../../contract/locale";
import { matchPagePath, type PublicRouteId } from "../../contract/page-routes";
import type { PublicPrivacyPolicy } from "../../contract/privacy-settings";
import type { Brokerage } from "../../contract/settings";
import type { FetchJson, PageHead } from "../../contract/ssr-page";
import { notFoundRoute, type PublicClientRoute, type RouteParams, routeTable } from "../app/routes";
import { demoGuideFallback } from "../features/guide-demo/api/demo-guide-fallback";
import { demoGuideQueryOptions } from "../features/guide-demo/api/get-demo-guide";
import { leadFlowConfigQueryOptions } from "../features/lead-flow/api/get-lead-flow-config";
import { previewVariant } from "../features/lead-flow/utils/pick-variant";
import { privacyPolicyQueryOptions, privacyPolicyUrl } from "../features/privacy-policy/api/get-privacy-policy";
import { sellersGuideQueryOptions } from "../features/sellers-guide/api/get-sellers-guide";
import type { CataloguePart } from "../i18n/catalogue-parts";
import { brokerageQueryOptions } from "../lib/brokerage";
import { guideBySlugQueryOptions, guideLocaleQuery, guideTopicsQueryOptions } from "../lib/guide-topics";

export interface PageLoadContext {
  queryClient: QueryClient;
  fetchJson: FetchJson;
  locale: Locale;
}

/** `headIds`: the page's title and description as catalogue ids, written in the page's language. */
export type LoadResult =
  | { redirect: string }
  | { head: PageHead }
  | { headIds: { title: string; description: string } }
  | undefined;

export interface PublicPage {
  /** The page's module as the client manifest names it (relative to client/), for modulepreload links. */
  module: string;
  /** The page's own texts (the route table's, loaded with the page), preloaded in the page's language. */
  catalogues: readonly CataloguePart[];
  /** 200, or 404 for the not-found page. */
  status: number;
  /** `private` for pages addressed by a personal token: shared caches must not keep them. */
  cache: "public" | "private";
  /** Puts the data the page shows into the query cache; a redirect instead when the address is wrong. */
  load(context: PageLoadContext): Promise<LoadResult>;
}

/** What a public page of the route table puts into the query cache before it is rendered. */
type PageDataLoad = (context: PageLoadContext, params: RouteParams, search: string) => Promise<LoadResult>;

async function prefetch<T>(context: PageLoadContext, queryKey: readonly unknown[], url: string): Promise<T> {
  return context.queryClient.fetchQuery({ queryKey, queryFn: () => context.fetchJson<T>(url) });
}

const loadBrokerage = (context: PageLoadContext) =>
  prefetch<Brokerage>(context, brokerageQueryOptions().queryKey, "/api/brokerage");
const loadTopics = (context: PageLoadContext) =>
  prefetch<GuideTopic[]>(
    context,
    guideTopicsQueryOptions(context.locale).queryKey,
    `/api/guides/topics${guideLocaleQuery(context.locale)}`,
  );

/** Plain text of guide HTML, for the meta description. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function guideHead(guide: GuideWithSections, locale: Locale): PageHead {
  const image = guide.sections[0]?.imageUrl;
  return {
    title: `${guide.title} – ${locale === "fr-CA" ? "Guide du vendeur" : "Seller's Guide"}`,
    description: guide.description || `${textOf(guide.sections[0]?.content ?? "").slice(0, 155)}…`,
    ...(image ? { image } : {}),
  };
}

/**
 * Each public page's data, by its id in the route table (client/app/routes.tsx); kept here, out of the
 * browser's bundle, and complete: a public entry without one does not compile.
 */
const pageData: Record<PublicRouteId, PageDataLoad> = {
  async landing(context) {
    await Promise.all([loadTopics(context), loadBrokerage(context)]);
    return undefined;
  },
  // An unknown slug fails the load: the server answers 404 with the client shell, whose guide page
  // redirects to /not-found (spec section 8).
  async guide(context, params) {
    const slug = params.slug ?? "";
    const [guide] = await Promise.all([
      prefetch<GuideWithSections>(
        context,
        guideBySlugQueryOptions(slug, context.locale).queryKey,
        `/api/guides/slug/${encodeURIComponent(slug)}${guideLocaleQuery(context.locale)}`,
      ),
      loadBrokerage(context),
    ]);
    return { head: guideHead(guide, context.locale) };
  },
  async guideLibrary(context) {
    await Promise.all([loadTopics(context), loadBrokerage(context)]);
    return undefined;
  },
  async guideDemo(context) {
    const demo = context.queryClient.fetchQuery({
      queryKey: demoGuideQueryOptions(context.locale).queryKey,
      // As in the browser: any failure shows the built-in sample guide.
      queryFn: () =>
        context.fetchJson<{ content: PersonalisedGuide }>(`/api/guides/demo${guideLocaleQuery(context.locale)}`).then(
          ({ content }) => content,
          () => demoGuideFallback,
        ),
    });
    await Promise.all([demo, loadBrokerage(context)]);
    return undefined;
  },
  async privacy(context) {
    await Promise.all([
      prefetch<PublicPrivacyPolicy>(
        context,
        privacyPolicyQueryOptions(context.locale).queryKey,
        privacyPolicyUrl(context.locale),
      ),
      loadBrokerage(context),
    ]);
    return { headIds: { title: "privacyPage.title", description: "privacyPage.metaDescription" } };
  },
  async leadFlow(context, _params, search) {
    const config =
      previewVariant(search) === null
        ? prefetch<LeadFlowConfig>(context, leadFlowConfigQueryOptions().queryKey, "/api/lead-flow/config")
        : undefined;
    await Promise.all([config, loadBrokerage(context)]);
    return undefined;
  },
  async homeValue(context) {
    await loadBrokerage(context);
    return { headIds: { title: "homeValue.title", description: "homeValue.metaDescription" } };
  },
  async sellersGuide(context, params) {
    const token = params.token ?? "";
    const guide = context.queryClient.fetchQuery({
      queryKey: sellersGuideQueryOptions(token).queryKey,
      queryFn: () =>
        context
          .fetchJson<{ content: PersonalisedGuide }>(`/api/sellers-guide/${encodeURIComponent(token)}`)
          .then(({ content }) => content),
    });
    await Promise.all([guide, loadBrokerage(context)]);
    return undefined;
  },
};

function publicPage(route: PublicClientRoute, status: number, load: PublicPage["load"]): PublicPage {
  return { module: route.module, catalogues: route.parts, status, cache: route.cache, load };
}

/**
 * The public page at `pathname` (unprefixed, in `locale`) as the route table places it, or null for a
 * client-rendered staff screen, which has only its English address. Unknown addresses get the not-found
 * page; an address whose parameters the page does not know, and the spec's redirects, come back from `load`.
 */
export function matchPublicPage(pathname: string, search: string, locale: Locale): PublicPage | null {
  for (const route of routeTable) {
    if (route.kind === "staff" && locale !== "en-CA") continue;
    const params = matchPagePath(route.path, pathname);
    if (!params) continue;
    if (route.kind === "staff") return null;
    const { check } = route;
    if (check && !check.accepts(params)) return publicPage(route, 200, async () => ({ redirect: check.otherwise }));
    const load = pageData[route.id];
    return publicPage(route, 200, (context) => load(context, params, search));
  }
  return publicPage(notFoundRoute, 404, async () => undefined);
}
