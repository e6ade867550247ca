import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminSettings } from "../../../../contract/admin";
import { apiJson } from "../../../lib/api-client";

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "settings"],
    queryFn: () => apiJson<AdminSettings>("GET", "/api/admin/settings"),
    staleTime: 0,
    refetchOnMount: true,
  });

/** Brokerage identity, lead-flow variant and the pool reassignment timer. */
export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
