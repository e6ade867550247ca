import type { I18n } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

export interface AppProps {
  queryClient: QueryClient;
  seed?: number;
  i18n: I18n;
}

/** The whole app, as the browser mounts it and the server renders it (client/ssr/entry-server.tsx). */
export function App({ queryClient, seed, i18n }: AppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} seed={seed} i18n={i18n}>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
}
