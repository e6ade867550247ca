import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, useEffect } from "react";
import { Redirect } from "wouter";
import type { StaffRole, User } from "../../contract/auth";
import {
  type PageRoute,
  type PageRouteId,
  type PublicRouteId,
  pageRouteList,
  type StaffRouteId,
} from "../../contract/page-routes";
import { loadCatalogueParts } from "../i18n/browser-i18n";
import type { CataloguePart } from "../i18n/catalogue-parts";
import type { MessageId } from "../i18n/catalogues/en-CA";

// The one route table: each page of contract/page-routes.ts (address, kind, sitemap) with its code, its
// texts and who may open it. The router (router.tsx), server rendering (ssr/public-pages.ts) and the
// staff-path check (i18n/locale-path.ts) are derived from it; a public page's data load is in
// ssr/public-pages.ts, which the compiler keeps complete (it stays out of the browser's bundle).

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Signed-in users only (ProtectedRoute): any of them, or those with one of `roles`. */
export interface RouteGuard {
  roles?: readonly StaffRole[];
  /** Where a signed-in user without the role goes. */
  fallback?: string;
  /** A signed-in user without the role stays and reads this instead. */
  denied?: { title: MessageId; message: MessageId };
}

export interface ClientRoute {
  /** The page's own texts, loaded with its code in the page's language (and preloaded with a rendered page). */
  parts: readonly CataloguePart[];
  guard?: RouteGuard;
  /** An address whose parameters the page does not know: a redirect (relative to the language's root). */
  check?: { accepts(params: RouteParams): boolean; otherwise: string };
  /** The screen for the address's parameters; `user` is the signed-in user behind a guard. */
  render(params: RouteParams, user: User | undefined): ReactNode;
}

export interface PublicClientRoute extends ClientRoute {
  /** The page's module as the client manifest names it (relative to client/), to preload its chunks. */
  module: string;
  /** `private` for pages addressed by a personal token: shared caches must not keep them. */
  cache: "public" | "private";
}

/**
 * Once a page has mounted, React answers its buttons (a part not hydrated yet hydrates when an event reaches
 * it): the inline script of server-rendered pages hands over what it held then (client/ssr/early-input.ts),
 * and browser tests wait for it.
 */
function MountedPage<P extends object>({ page: Page, props }: { page: ComponentType<P>; props: P }) {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return <Page {...props} />;
}

/**
 * Lazily loads a page from a module's named export, so each route is its own chunk, together with its
 * texts in the page's language (client/i18n/browser-i18n.ts). The page is wrapped only once its module is
 * there, so `data-hydrated` is set after the page itself has mounted.
 */
function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  parts: readonly CataloguePart[],
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadCatalogueParts(parts)]);
    const Page: ComponentType<P> = module[name];
    return { default: (props: P) => <MountedPage page={Page} props={props} /> };
  });
}

interface PageSpec<K extends string, P extends object> {
  /** The page's module and its export. */
  load: () => Promise<Record<K, ComponentType<P>>>;
  name: K;
  parts?: readonly CataloguePart[];
  guard?: RouteGuard;
  check?: ClientRoute["check"];
  /** The page's props from the address's parameters (and the signed-in user behind a guard). */
  props: (params: RouteParams, user: User) => P;
}

function page<K extends string, P extends object>(spec: PageSpec<K, P>): ClientRoute {
  const parts = spec.parts ?? [];
  const Page = lazyPage(spec.load, spec.name, parts);
  return {
    parts,
    guard: spec.guard,
    check: spec.check,
    // A guard has run before `render` is asked for a user (router.tsx), so `user` is there when props need it.
    render: (params, user) => <Page {...spec.props(params, user as User)} />,
  };
}

const none = () => ({});
const signedInAgents = { roles: ["agent", "manager", "admin"], fallback: "/dashboard" } as const;
const leadFlowTypes = ["realtor", "cash-offer"] as const;
const isLeadFlowType = (type: string | undefined): type is (typeof leadFlowTypes)[number] =>
  (leadFlowTypes as readonly (string | undefined)[]).includes(type);

/** The server-rendered pages, by the id of their address in contract/page-routes.ts. */
export const publicRoutes: Record<PublicRouteId, PublicClientRoute> = {
  landing: {
    ...page({
      load: () => import("./landing-page"),
      name: "LandingPage",
      parts: ["landing", "questionnaire"],
      props: none,
    }),
    module: "app/landing-page.tsx",
    cache: "public",
  },
  sellersGuide: {
    ...page({
      load: () => import("../features/sellers-guide/components/sellers-guide-page"),
      name: "SellersGuidePage",
      parts: ["sellersGuide"],
      props: (params) => ({ token: params.token ?? "" }),
    }),
    module: "features/sellers-guide/components/sellers-guide-page.tsx",
    cache: "private",
  },
  guideDemo: {
    ...page({
      load: () => import("../features/guide-demo/components/guide-demo-page"),
      name: "GuideDemoPage",
      parts: ["guideDemo"],
      props: none,
    }),
    module: "features/guide-demo/components/guide-demo-page.tsx",
    cache: "public",
  },
  guideLibrary: {
    ...page({
      load: () => import("../features/guide-library/components/guide-library-page"),
      name: "GuideLibraryPage",
      parts: ["guideLibrary"],
      props: none,
    }),
    module: "features/guide-library/components/guide-library-page.tsx",
    cache: "public",
  },
  guide: {
    ...page({
      load: () => import("../features/guides/components/guide-page"),
      name: "GuidePage",
      parts: ["guides"],
      props: (params) => ({ slug: params.slug ?? "" }),
    }),
    module: "features/guides/components/guide-page.tsx",
    cache: "public",
  },
  privacy: {
    ...page({
      load: () => import("../features/privacy-policy/components/privacy-page"),
      name: "PrivacyPage",
      parts: ["privacyPolicy"],
      props: none,
    }),
    module: "features/privacy-policy/components/privacy-page.tsx",
    cache: "public",
  },
  leadFlow: {
    ...page({
      // The lead flow with the cash-offer ballpark on its final panel (client/app composes them).
      load: () => import("./lead-flow-page"),
      name: "LeadFlowPage",
      parts: ["leadFlow", "homeValue"],
      // Spec section 2: any other type redirects to /.
      check: { accepts: (params) => isLeadFlowType(params.type), otherwise: "/" },
      props: (params) => ({ type: isLeadFlowType(params.type) ? params.type : "realtor" }),
    }),
    module: "app/lead-flow-page.tsx",
    cache: "public",
  },
  homeValue: {
    ...page({
      load: () => import("../features/home-value/components/home-value-page"),
      name: "HomeValuePage",
      // The province names are the lead flow's.
      parts: ["homeValue", "leadFlow"],
      props: none,
    }),
    module: "features/home-value/components/home-value-page.tsx",
    cache: "public",
  },
};

const staffRoutes: Record<StaffRouteId, ClientRoute> = {
  auth: page({
    load: () => import("../features/auth/components/auth-page"),
    name: "AuthPage",
    parts: ["staff", "auth"],
    props: none,
  }),
  dashboard: page({
    load: () => import("./dashboard-page"),
    name: "DashboardPage",
    parts: ["staff", "agentDashboard", "clientDashboard", "leads", "push", "leadTexts", "homeValue", "nurture"],
    guard: {},
    props: (_params, user) => ({ user }),
  }),
  leadDetail: page({
    load: () => import("./lead-detail-page"),
    name: "LeadDetailPage",
    // The lead's story words the seller's answers with the questionnaire's and the lead flow's own texts.
    parts: [
      "staff",
      "leads",
      "questionnaire",
      "leadFlow",
      "push",
      "homeValue",
      "leadTexts",
      "leadCalls",
      "nurture",
      "conversation",
    ],
    guard: {},
    props: (params) => ({ id: params.id ?? "" }),
  }),
  // DESIGN.md 5.3: admin -> /dashboard, other signed-in users -> /, nobody -> /auth. No page of its own.
  admin: { parts: [], guard: { roles: ["admin"], fallback: "/" }, render: () => <Redirect to="/dashboard" replace /> },
  // Staff read and answer their clients' message threads (agents: only their own clients).
  clients: page({
    load: () => import("../features/client-messages/components/client-messages-page"),
    name: "ClientMessagesPage",
    parts: ["staff", "clientMessages"],
    guard: signedInAgents,
    props: none,
  }),
  // Decision 051: every conversation waiting for staff (agents: their leads; managers and admins: all).
  inbox: page({
    load: () => import("../features/conversation/components/inbox-page"),
    name: "InboxPage",
    parts: ["staff", "conversation"],
    guard: signedInAgents,
    props: none,
  }),
  pipeline: page({
    load: () => import("../features/pipeline/components/pipeline-page"),
    name: "PipelinePage",
    parts: ["staff", "pipeline", "leads"],
    guard: signedInAgents,
    props: (_params, user) => ({ user }),
  }),
  calendarFeed: page({
    load: () => import("../features/calendar-feed/components/calendar-feed-page"),
    name: "CalendarFeedPage",
    parts: ["staff", "calendarFeed"],
    guard: signedInAgents,
    props: none,
  }),
  notifications: page({
    load: () => import("../features/push/components/notifications-page"),
    name: "NotificationsPage",
    parts: ["staff", "push"],
    guard: signedInAgents,
    props: none,
  }),
  imageTest: page({
    load: () => import("../features/image-test/components/image-test-page"),
    name: "ImageTestPage",
    props: none,
  }),
  // DESIGN.md 5.5: the guide admin needs role admin or manager.
  guideAdmin: page({
    load: () => import("../features/guide-admin/components/guide-admin-page"),
    name: "GuideAdminPage",
    parts: ["staff"],
    guard: {
      roles: ["admin", "manager"],
      fallback: "/dashboard",
      denied: { title: "protected.guideAdmin.title", message: "protected.guideAdmin.message" },
    },
    props: none,
  }),
};

/** Every other address: the spec's 404 page, status 404. */
export const notFoundRoute: PublicClientRoute = {
  ...page({ load: () => import("./not-found-page"), name: "NotFoundPage", props: none }),
  module: "app/not-found-page.tsx",
  cache: "public",
};

export type RouteEntry = PageRoute & { id: PageRouteId } & (
    | ({ kind: "public"; id: PublicRouteId } & PublicClientRoute)
    | ({ kind: "staff"; id: StaffRouteId } & ClientRoute)
  );

/** The table's entries in the router's order, each with its address and kind. */
export const routeTable: readonly RouteEntry[] = pageRouteList.map(
  (route): RouteEntry =>
    route.kind === "public"
      ? { ...route, kind: "public", id: route.id as PublicRouteId, ...publicRoutes[route.id as PublicRouteId] }
      : { ...route, kind: "staff", id: route.id as StaffRouteId, ...staffRoutes[route.id as StaffRouteId] },
);
