import "@testing-library/jest-dom/vitest";
import { act, cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { clearToasts } from "../components/ui/use-toast";
import { createI18n } from "../i18n/i18n";
import { setFallbackI18n } from "../i18n/use-t";

// Components render in English unless a test wraps them in an I18nProvider (client/test/render.tsx).
setFallbackI18n(await createI18n("en-CA"));

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The toast store is
// module state: clear it too, or one test's toast would still be "on screen" in the next.
afterEach(() => {
  act(() => clearToasts());
  cleanup();
});

// Test files share one window per worker (isolate: false in vitest.config.ts): each test starts on "/"
// with empty storage and no cookies, whatever the file before it left.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, "", "/");
});
