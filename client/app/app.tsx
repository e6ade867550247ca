import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

export interface AppProps {
  queryClient: QueryClient;
  seed?: number;
}

/** The whole app, as the browser mounts it and the server renders it (client/ssr/entry-server.tsx). */
export function App({ queryClient, seed }: AppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} seed={seed}>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
}
