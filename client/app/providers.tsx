import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LazyToaster } from "../components/ui/lazy-toaster";
import { createQueryClient } from "../lib/query-client";
import { RenderSeedContext } from "../lib/render-seed";

export interface AppProvidersProps {
  children: ReactNode;
  /** A client already holding the page's data (server rendering, hydration); a fresh one otherwise. */
  queryClient?: QueryClient;
  /** The server-rendered page's random seed (client/lib/render-seed.ts). */
  seed?: number;
}

export function AppProviders({ children, queryClient: given, seed }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const providers = (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
  return seed === undefined ? (
    providers
  ) : (
    <RenderSeedContext.Provider value={seed}>{providers}</RenderSeedContext.Provider>
  );
}
