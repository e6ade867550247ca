import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SystemStatus } from "../../../../contract/admin";
import { apiJson } from "../../../lib/api-client";

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "system"],
    queryFn: () => apiJson<SystemStatus>("GET", "/api/admin/system"),
    staleTime: 0,
    refetchOnMount: true,
  });

/** Database, AI provider, SMTP, storage and the outbox counts. */
export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
