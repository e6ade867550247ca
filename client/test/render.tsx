import type { I18n } from "@lingui/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "../components/ui/toaster";
import { I18nProvider } from "../i18n/use-t";
import { createQueryClient } from "../lib/query-client";

/**
 * Renders with the app's query defaults, a memory router at `path`, and the toast area; in English unless
 * `i18n` (client/i18n/i18n.ts createI18n) says otherwise.
 */
export function renderWithProviders(ui: ReactElement, { path = "/", i18n }: { path?: string; i18n?: I18n } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
      <Toaster />
    </QueryClientProvider>
  );
  const result = render(i18n ? <I18nProvider i18n={i18n}>{tree}</I18nProvider> : tree);
  return { ...result, queryClient, location };
}
