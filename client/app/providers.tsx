import type { I18n } from "@lingui/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LazyToaster } from "../components/ui/lazy-toaster";
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

export function AppProviders({ children, queryClient: given, seed, i18n }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
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
