import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "../components/ui/toaster";
import { createQueryClient } from "../lib/query-client";

/** Renders with the app's query defaults, a memory router at `path`, and the toast area. */
export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location };
}
