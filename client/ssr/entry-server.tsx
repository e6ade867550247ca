// The one server-side rendering entry for public pages (built by `vite build --ssr`, loaded by
// server/modules/pages). Staff screens are not rendered here: the server sends them the plain shell.
import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import sanitize from "sanitize-html";
import { Router } from "wouter";
import { sanitizeHtmlOptions } from "../../contract/html-policy";
import { LOCALE_COOKIE } from "../../contract/locale";
import type { RenderRequest, RenderResult } from "../../contract/ssr-page";
import { App } from "../app/app";
import { setServerSanitizer } from "../components/safe-html";
import { cataloguePartModule } from "../i18n/catalogue-parts";
import { createI18n } from "../i18n/i18n";
import { localePath, splitLocalePath } from "../i18n/locale-path";
import { createQueryClient } from "../lib/query-client";
import { earlyInputScript } from "./early-input";
import { matchPublicPage } from "./public-pages";
import { serializePayload } from "./ssr-payload";

const RENDER_TIMEOUT_MS = 5000;

/**
 * The inline script every rendered page carries in its head (client/ssr/early-input.ts), serialised here,
 * where Vite has compiled it: the server inlines it and allows it in the CSP by its hash.
 */
export const EARLY_INPUT_SCRIPT = earlyInputScript({ localeCookie: LOCALE_COOKIE, holdMs: 15_000, turnMs: 50 });

// CMS and AI HTML is rendered only through the allow-list sanitiser; on the server that is sanitize-html
// with the policy the server applies on write (contract/html-policy.ts).
const sanitizeOptions = sanitizeHtmlOptions(sanitize.simpleTransform);
setServerSanitizer((html) => sanitize(html, sanitizeOptions));

/**
 * Loads the page's data into a fresh query cache, then renders the app with React's streaming renderer,
 * collected into one string: every page's data is already loaded, so nothing would stream later, and a
 * complete body can carry an ETag and be compressed as one.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { locale, path } = splitLocalePath(request.pathname);
  const page = matchPublicPage(path, request.search, locale);
  if (!page) return { kind: "client" };
  const queryClient = createQueryClient();
  const [loaded, i18n] = await Promise.all([
    page.load({ queryClient, fetchJson: request.fetchJson, locale }),
    createI18n(locale),
  ]);
  if (loaded && "redirect" in loaded) return { kind: "redirect", location: localePath(locale, loaded.redirect) };

  const ssrContext: { redirectTo?: string } = {};
  const html = await renderToString(
    <Router ssrPath={request.pathname} ssrSearch={request.search} ssrContext={ssrContext}>
      <App queryClient={queryClient} seed={request.seed} i18n={i18n} />
    </Router>,
  );
  if (ssrContext.redirectTo) return { kind: "redirect", location: ssrContext.redirectTo };
  const payload = serializePayload({ seed: request.seed, queries: withoutTimestamps(dehydrate(queryClient)) });
  queryClient.clear();
  const head =
    loaded && "head" in loaded
      ? loaded.head
      : loaded && "headIds" in loaded
        ? { title: i18n._(loaded.headIds.title), description: i18n._(loaded.headIds.description) }
        : // index.html's own title and description are English.
          locale === "fr-CA"
          ? { title: i18n._("meta.title"), description: i18n._("meta.description") }
          : undefined;
  return {
    kind: "page",
    status: page.status,
    cache: page.cache,
    html,
    payload,
    module: page.module,
    head,
    locale,
    // The same page in each language (hreflang); the not-found page has no counterpart to point at.
    alternates:
      page.status === 200 ? { "en-CA": localePath("en-CA", path), "fr-CA": localePath("fr-CA", path) } : undefined,
    catalogues: (["common", ...page.catalogues] as const).map((part) => cataloguePartModule(part, locale)),
  };
}

/**
 * The same data renders the same bytes, so a page's ETag changes only with its content. The times are not
 * needed in the browser: queries never go stale there (lib/query-client.ts) and its cache starts empty.
 */
function withoutTimestamps(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/**
 * The page as one string once every part is in: React's stream is read only after `allReady`, so each
 * Suspense boundary (a lazily loaded page, a part that hydrates on its own) is written complete, in place,
 * with no fallback and no inline script to reveal it later (our CSP allows no script but ours). A part that
 * fails to render fails the page: the server then sends the client shell, which renders it in the browser.
 */
async function renderToString(element: ReactNode): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error("Server rendering timed out")), RENDER_TIMEOUT_MS);
  let failure: unknown;
  try {
    const stream = await renderToReadableStream(element, {
      signal: controller.signal,
      // React would otherwise write a large boundary out of place and move it in with an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    });
    await stream.allReady;
    if (failure) throw failure;
    return await new Response(stream).text();
  } finally {
    clearTimeout(timer);
  }
}
