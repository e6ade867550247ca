import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SetupStatus } from "../../../../contract/auth";
import { apiJson } from "../../../lib/api-client";

export const setupStatusQueryOptions = () =>
  queryOptions({ queryKey: ["setup-status"], queryFn: () => apiJson<SetupStatus>("GET", "/api/setup-status") });

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
