import type { I18n } from "@lingui/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { LazyToaster } from "../components/ui/lazy-toaster";
import { onBrowserLocaleChange } from "../i18n/browser-i18n";
import { I18nProvider } from "../i18n/use-t";
import { createQueryClient } from "../lib/query-client";
import { RenderSeedContext } from "../lib/render-seed";

export interface AppProvidersProps {
  children: ReactNode;
  /** A client already holding the page's data (server rendering, hydration); a fresh one otherwise. */
  queryClient?: QueryClient;
  /** The server-rendered page's random seed (client/lib/render-seed.ts). */
  seed?: number;
  /** The page's language with its catalogue loaded (client/i18n/i18n.ts). */
  i18n: I18n;
}

export function AppProviders({ children, queryClient: given, seed, i18n: initial }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // Staff screens change language in place (decision 017): a new instance re-renders every text.
  const [i18n, setI18n] = useState(initial);
  useEffect(() => onBrowserLocaleChange(setI18n), []);
  const providers = (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
  return seed === undefined ? (
    providers
  ) : (
    <RenderSeedContext.Provider value={seed}>{providers}</RenderSeedContext.Provider>
  );
}
