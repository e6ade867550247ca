import "@testing-library/jest-dom/vitest";
import { act, cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
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
