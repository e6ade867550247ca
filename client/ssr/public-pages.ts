import type { QueryClient } from "@tanstack/react-query";
import type { GuideTopic, GuideWithSections, PersonalisedGuide } from "../../contract/guides";
import type { LeadFlowConfig } from "../../contract/leads";
import type { Locale } from "../../contract/locale";
import type { PublicPrivacyPolicy } from "../../contract/privacy-settings";
import type { Brokerage } from "../../contract/settings";
import type { FetchJson, PageHead } from "../../contract/ssr-page";
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
  /** The page's own texts (router.tsx loads the same with the page), preloaded in the page's language. */
  catalogues: CataloguePart[];
  /** 200, or 404 for the not-found page. */
  status: number;
  /** `private` for pages addressed by a personal token: shared caches must not keep them. */
  cache: "public" | "private";
  /** Puts the data the page shows into the query cache; a redirect instead when the address is wrong. */
  load(context: PageLoadContext): Promise<LoadResult>;
}

/** Client-rendered (signed-in screens, the upload test page): the server sends them the plain shell. */
const clientRendered = /^\/(auth|dashboard|leads|admin|clients|guide-admin|image-test)(\/|$)/;

const leadFlowTypes = new Set(["realtor", "cash-offer"]);

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

const notFoundPage: PublicPage = {
  module: "app/not-found-page.tsx",
  catalogues: [],
  status: 404,
  cache: "public",
  async load() {
    return undefined;
  },
};

/**
 * The public page at `pathname` (router.tsx's table), or null for a client-rendered screen. Unknown
 * addresses get the not-found page; the spec's redirects (unknown guide slug, unknown lead-flow type)
 * come back from `load`.
 */
export function matchPublicPage(pathname: string, search: string): PublicPage | null {
  if (clientRendered.test(pathname)) return null;
  if (pathname === "/") {
    return {
      module: "app/landing-page.tsx",
      catalogues: ["landing", "questionnaire"],
      status: 200,
      cache: "public",
      async load(context) {
        await Promise.all([loadTopics(context), loadBrokerage(context)]);
        return undefined;
      },
    };
  }
  const guide = /^\/guides\/([^/]+)\/?$/.exec(pathname);
  if (guide?.[1]) {
    const slug = decodeURIComponent(guide[1]);
    return {
      module: "features/guides/components/guide-page.tsx",
      catalogues: ["guides"],
      status: 200,
      cache: "public",
      // An unknown slug fails the load: the server answers 404 with the client shell, whose guide page
      // redirects to /not-found (spec section 8).
      async load(context) {
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
    };
  }
  if (pathname === "/db-guide-demo") {
    return {
      module: "features/guide-library/components/guide-library-page.tsx",
      catalogues: ["guideLibrary"],
      status: 200,
      cache: "public",
      async load(context) {
        await Promise.all([loadTopics(context), loadBrokerage(context)]);
        return undefined;
      },
    };
  }
  if (pathname === "/guide-demo") {
    return {
      module: "features/guide-demo/components/guide-demo-page.tsx",
      catalogues: ["guideDemo"],
      status: 200,
      cache: "public",
      async load(context) {
        const demo = context.queryClient.fetchQuery({
          queryKey: demoGuideQueryOptions(context.locale).queryKey,
          // As in the browser: any failure shows the built-in sample guide.
          queryFn: () =>
            context
              .fetchJson<{ content: PersonalisedGuide }>(`/api/guides/demo${guideLocaleQuery(context.locale)}`)
              .then(
                ({ content }) => content,
                () => demoGuideFallback,
              ),
        });
        await Promise.all([demo, loadBrokerage(context)]);
        return undefined;
      },
    };
  }
  if (pathname === "/privacy") {
    return {
      module: "features/privacy-policy/components/privacy-page.tsx",
      catalogues: ["privacyPolicy"],
      status: 200,
      cache: "public",
      async load(context) {
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
    };
  }
  const flow = /^\/lead-flow\/([^/]+)\/?$/.exec(pathname);
  if (flow?.[1]) {
    const type = flow[1];
    return {
      module: "features/lead-flow/components/lead-flow-page.tsx",
      catalogues: ["leadFlow"],
      status: 200,
      cache: "public",
      async load(context) {
        // Spec section 2: any other type redirects to /.
        if (!leadFlowTypes.has(type)) return { redirect: "/" };
        const config =
          previewVariant(search) === null
            ? prefetch<LeadFlowConfig>(context, leadFlowConfigQueryOptions().queryKey, "/api/lead-flow/config")
            : undefined;
        await Promise.all([config, loadBrokerage(context)]);
        return undefined;
      },
    };
  }
  const reader = /^\/sellers-guide\/([^/]+)\/?$/.exec(pathname);
  if (reader?.[1]) {
    const token = decodeURIComponent(reader[1]);
    return {
      module: "features/sellers-guide/components/sellers-guide-page.tsx",
      catalogues: ["sellersGuide"],
      status: 200,
      cache: "private",
      async load(context) {
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
  }
  return notFoundPage;
}
