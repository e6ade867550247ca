import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Agent } from "../../../../contract/crm";
import { apiJson } from "../../../lib/api-client";

export const agentsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "agents"],
    queryFn: () => apiJson<Agent[]>("GET", "/api/admin/agents"),
    staleTime: 0,
    refetchOnMount: true,
  });

/** Every staff account (admins, managers, agents), active or not. */
export function useAgents() {
  return useQuery(agentsQueryOptions());
}
