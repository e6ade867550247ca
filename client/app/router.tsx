import { Suspense, useEffect } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { FRENCH_PREFIX } from "../../contract/locale";
import { Spinner } from "../components/ui/spinner";
import { switchBrowserLocale } from "../i18n/browser-i18n";
import { isStaffPath, preferredLocale, splitLocalePath } from "../i18n/locale-path";
import { useLocale } from "../i18n/use-t";
import { useUser } from "../lib/user";
import { ProtectedRoute } from "./protected-route";
import { notFoundRoute, type RouteEntry, type RouteParams, routeTable } from "./routes";
import { useRouteFocus } from "./use-route-focus";

/**
 * The route table (routes.tsx) as wouter routes: staff screens at their one address, public pages at theirs
 * and again under `/fr` (wouter `nest`), so every in-app link of a French page stays in French.
 */
export function AppRouter() {
  useRouteFocus();
  return (
    <Suspense fallback={<Spinner />}>
      <PageLocale />
      <Switch>
        {staffEntries.map((entry) => (
          <Route key={entry.id} path={entry.path}>
            {(params) => <RouteView entry={entry} params={params} />}
          </Route>
        ))}
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

const staffEntries = routeTable.filter((entry) => entry.kind === "staff");
const publicEntries = routeTable.filter((entry) => entry.kind === "public");

/** An entry's screen: behind its guard, and redirected when the page does not know the address's parameters. */
function RouteView({ entry, params }: { entry: RouteEntry; params: RouteParams }) {
  const { check, guard } = entry;
  if (check && !check.accepts(params)) return <Redirect to={check.otherwise} replace />;
  if (!guard) return <>{entry.render(params, undefined)}</>;
  return (
    <ProtectedRoute roles={guard.roles} fallback={guard.fallback} denied={guard.denied}>
      {(user) => entry.render(params, user)}
    </ProtectedRoute>
  );
}

/**
 * Keeps the shown language right as the address and the user change (decision 017): a public page is in its
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

/** The visitor's pages (server-rendered: client/ssr/public-pages.ts), then the 404 page. */
function PublicRoutes() {
  return (
    <Switch>
      {publicEntries.map((entry) => (
        <Route key={entry.id} path={entry.path}>
          {(params) => <RouteView entry={entry} params={params} />}
        </Route>
      ))}
      <Route>{notFoundRoute.render({}, undefined)}</Route>
    </Switch>
  );
}
