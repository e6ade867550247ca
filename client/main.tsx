import { hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { startBrowserI18n } from "./i18n/browser-i18n";
import { isStaffPath, preferredLocale, splitLocalePath } from "./i18n/locale-path";
import { createQueryClient } from "./lib/query-client";
import { captureAttribution } from "./lib/utm";
import { applyFullStylesheetOnFirstChange } from "./ssr/full-stylesheet";
import { readPayload } from "./ssr/ssr-payload";
import "./styles.css";

// Whatever page a visitor lands on, its utm_* parameters and referrer are kept for their lead: in a task
// of its own, as a page's first storage access is slow (10–40 ms here). The address cannot change before it
// runs: the app that would navigate is not running yet.
setTimeout(captureAttribution, 0);

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const queryClient = createQueryClient();
// A server-rendered public page: its data comes with it, so hydration renders the same markup without
// asking the API again.
const payload = readPayload();
if (payload) hydrate(queryClient, payload.queries);

// The address says the language (`/fr/...` is French); only that language's texts are downloaded, the
// shared ones now and each page's own with its code (the server preloads both with a rendered page).
// Staff screens keep one address in both languages: until the user's saved language is known (app/router.tsx),
// they follow the visitor's choice or the browser.
const { pathname } = window.location;
const locale = isStaffPath(pathname)
  ? preferredLocale(document.cookie, navigator.languages ?? [navigator.language])
  : splitLocalePath(pathname).locale;
document.documentElement.lang = locale;
// No top-level await: it would make the bundler split the entry into many small shared chunks.
void startBrowserI18n(locale).then((i18n) => {
  const app = <App queryClient={queryClient} seed={payload?.seed} i18n={i18n} />;
  if (payload && root.firstElementChild) {
    // In a transition, hydration yields to the browser every few milliseconds, so no long task holds up
    // input; the parts a page wraps in Suspense hydrate after it, and one an event reaches goes first.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
  // After hydration has started: the markup it adopted is styled by the inlined rules already.
  applyFullStylesheetOnFirstChange();
});
