import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ClientDashboard } from "../../../../contract/client-portal";
import { apiJson } from "../../../lib/api-client";

export const fetchClientDashboard = () => apiJson<ClientDashboard>("GET", "/api/client/dashboard");

export const clientDashboardQueryOptions = () =>
  queryOptions({ queryKey: ["client-portal", "dashboard"], queryFn: fetchClientDashboard });

export function useClientDashboard() {
  return useQuery(clientDashboardQueryOptions());
}

/** Refetches the dashboard, e.g. for activity the server recorded after a change. */
export function useRefreshClientDashboard() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: clientDashboardQueryOptions().queryKey, exact: true }),
    [queryClient],
  );
}
