import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicLeadInput } from "../../../../contract/leads";
import type { Brokerage } from "../../../../contract/settings";
import { brokerageQueryOptions } from "../../../lib/brokerage";
import { createQueryClient } from "../../../lib/query-client";
import type { LeadFlowActions } from "../utils/lead-flow-actions";

export const testBrokerage: Brokerage = {
  name: "Maple Key Realty",
  address: "100 King St W, Toronto, ON",
  phone: "416-555-0100",
  email: "hello@maplekey.test",
  logoUrl: "",
};

/**
 * Renders a flow at /lead-flow/... with the app's query defaults and the brokerage already known, so the
 * consent line needs no network. Returns the memory location to assert navigation.
 */
export function renderFlow(ui: ReactElement, path = "/lead-flow/realtor") {
  const queryClient = createQueryClient();
  queryClient.setQueryData(brokerageQueryOptions().queryKey, testBrokerage);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </QueryClientProvider>,
  );
  return { ...result, location };
}

/** Recording stand-ins for the page's save calls; `failSubmit` makes the final submit reject. */
export function recordingActions({ failSubmit = false }: { failSubmit?: boolean } = {}) {
  const partials: PublicLeadInput[] = [];
  const submits: PublicLeadInput[] = [];
  const actions: LeadFlowActions = {
    savePartial: vi.fn(async (lead: PublicLeadInput) => {
      partials.push(lead);
      return { ok: true };
    }),
    submit: vi.fn(async (lead: PublicLeadInput) => {
      submits.push(lead);
      if (failSubmit) throw new Error("500: server down");
      return { ok: true };
    }),
  };
  return { actions, partials, submits };
}
