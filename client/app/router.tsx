import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { Spinner } from "../components/ui/spinner";
import { loadCatalogueParts, switchBrowserLocale } from "../i18n/browser-i18n";
import type { CataloguePart } from "../i18n/catalogue-parts";
import { FRENCH_PREFIX, isStaffPath, preferredLocale, splitLocalePath } from "../i18n/locale-path";
import { useLocale } from "../i18n/use-t";
import { useUser } from "../lib/user";
import { ProtectedRoute } from "./protected-route";
import { useRouteFocus } from "./use-route-focus";

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
function page<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  parts: readonly CataloguePart[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadCatalogueParts(parts)]);
    const Page: ComponentType<P> = module[name];
    return { default: (props: P) => <MountedPage page={Page} props={props} /> };
  });
}

const LandingPage = page(() => import("./landing-page"), "LandingPage", ["landing", "questionnaire"]);
const AuthPage = page(() => import("../features/auth/components/auth-page"), "AuthPage", ["staff", "auth"]);
const DashboardPage = page(() => import("./dashboard-page"), "DashboardPage", [
  "staff",
  "agentDashboard",
  "clientDashboard",
  "leads",
]);
const LeadDetailPage = page(() => import("../features/leads/components/lead-detail-page"), "LeadDetailPage", [
  "staff",
  "leads",
]);
const SellersGuidePage = page(
  () => import("../features/sellers-guide/components/sellers-guide-page"),
  "SellersGuidePage",
  ["sellersGuide"],
);
const GuideDemoPage = page(() => import("../features/guide-demo/components/guide-demo-page"), "GuideDemoPage", [
  "guideDemo",
]);
const GuideLibraryPage = page(
  () => import("../features/guide-library/components/guide-library-page"),
  "GuideLibraryPage",
  ["guideLibrary"],
);
const ImageTestPage = page(() => import("../features/image-test/components/image-test-page"), "ImageTestPage");
const GuideAdminPage = page(() => import("../features/guide-admin/components/guide-admin-page"), "GuideAdminPage", [
  "staff",
]);
const GuidePage = page(() => import("../features/guides/components/guide-page"), "GuidePage", ["guides"]);
const ClientMessagesPage = page(
  () => import("../features/client-messages/components/client-messages-page"),
  "ClientMessagesPage",
  ["staff", "clientMessages"],
);
const PipelinePage = page(() => import("../features/pipeline/components/pipeline-page"), "PipelinePage", [
  "staff",
  "pipeline",
  "leads",
]);
const CalendarFeedPage = page(
  () => import("../features/calendar-feed/components/calendar-feed-page"),
  "CalendarFeedPage",
  ["staff", "calendarFeed"],
);
const LeadFlowPage = page(() => import("../features/lead-flow/components/lead-flow-page"), "LeadFlowPage", [
  "leadFlow",
]);

const PrivacyPage = page(() => import("../features/privacy-policy/components/privacy-page"), "PrivacyPage", [
  "privacyPolicy",
]);

const NotFoundPage = page(() => import("./not-found-page"), "NotFoundPage");

const guideAdminDenied = { title: "protected.guideAdmin.title", message: "protected.guideAdmin.message" } as const;

const leadFlowTypes = new Set(["realtor", "cash-offer"]);

/** The whole route table of spec section 2. Public pages also answer in French under `/fr` (issue 18). */
export function AppRouter() {
  useRouteFocus();
  return (
    <Suspense fallback={<Spinner />}>
      <PageLocale />
      <Switch>
        <Route path="/auth" component={AuthPage} />
        <Route path="/dashboard">
          <ProtectedRoute>{(user) => <DashboardPage user={user} />}</ProtectedRoute>
        </Route>
        <Route path="/leads/:id">
          {(params) => <ProtectedRoute>{() => <LeadDetailPage id={params.id} />}</ProtectedRoute>}
        </Route>
        {/* DESIGN.md 5.3: admin -> /dashboard, other signed-in users -> /, nobody -> /auth. */}
        <Route path="/admin">
          <ProtectedRoute roles={["admin"]} fallback="/">
            {() => <Redirect to="/dashboard" replace />}
          </ProtectedRoute>
        </Route>
        {/* Staff read and answer their clients' message threads (agents: only their own clients). */}
        <Route path="/clients">
          <ProtectedRoute roles={["agent", "manager", "admin"]} fallback="/dashboard">
            {() => <ClientMessagesPage />}
          </ProtectedRoute>
        </Route>
        {/* Issue 20: the staff pipeline board. */}
        <Route path="/pipeline">
          <ProtectedRoute roles={["agent", "manager", "admin"]} fallback="/dashboard">
            {(user) => <PipelinePage user={user} />}
          </ProtectedRoute>
        </Route>
        <Route path="/calendar-feed">
          <ProtectedRoute roles={["agent", "manager", "admin"]} fallback="/dashboard">
            {() => <CalendarFeedPage />}
          </ProtectedRoute>
        </Route>
        <Route path="/image-test" component={ImageTestPage} />
        {/* DESIGN.md 5.5: the guide admin needs role admin or manager. */}
        <Route path="/guide-admin">
          <ProtectedRoute roles={["admin", "manager"]} fallback="/dashboard" denied={guideAdminDenied}>
            {() => <GuideAdminPage />}
          </ProtectedRoute>
        </Route>
        {/* French public pages: the same table nested under /fr, so every link inside stays in French. */}
        <Route path={FRENCH_PREFIX} nest>
          <PublicRoutes />
        </Route>
        <Route>
          <PublicRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}

/**
 * Keeps the shown language right as the address and the user change (issue 18): a public page is in its
 * address's language; a staff screen in the signed-in user's saved language, else (sign-in page) the
 * visitor's choice or the browser's.
 */
function PageLocale() {
  const [path] = useLocation();
  return isStaffPath(path) ? <StaffLocale /> : <PublicLocale path={path} />;
}

function PublicLocale({ path }: { path: string }) {
  const { locale } = splitLocalePath(path);
  useEffect(() => {
    void switchBrowserLocale(locale);
  }, [locale]);
  return null;
}

function StaffLocale() {
  const { data: user } = useUser();
  // The language shown: a switch on the sign-in page changes it (and the cookie) without changing what this
  // component reads, so the check runs again whenever it changes; a user signing in then gets their own.
  const shown = useLocale();
  const locale = user?.locale ?? preferredLocale(document.cookie, navigator.languages ?? [navigator.language]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is the trigger: the cookie is not state.
  useEffect(() => {
    void switchBrowserLocale(locale);
  }, [locale, shown]);
  return null;
}

/** The visitor's pages (server-rendered: client/ssr/public-pages.ts). */
function PublicRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/sellers-guide/:token">{(params) => <SellersGuidePage token={params.token} />}</Route>
      <Route path="/guide-demo" component={GuideDemoPage} />
      <Route path="/db-guide-demo" component={GuideLibraryPage} />
      <Route path="/guides/:slug">{(params) => <GuidePage slug={params.slug} />}</Route>
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/lead-flow/:type">
        {(params) =>
          leadFlowTypes.has(params.type) ? (
            <LeadFlowPage type={params.type as "realtor" | "cash-offer"} />
          ) : (
            <Redirect to="/" replace />
          )
        }
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
