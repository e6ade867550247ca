import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LazyToaster } from "../components/ui/lazy-toaster";
import { createQueryClient } from "../lib/query-client";

export interface AppProvidersProps {
  children: ReactNode;
}

export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
