import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Pool } from "../../../../contract/admin";
import { apiJson } from "../../../lib/api-client";

/** The pools a rule may send leads to (the Agent Pools tab edits them). */
export const routingPoolsQueryOptions = () =>
  queryOptions({
    queryKey: ["routing-rules", "pools"],
    queryFn: () => apiJson<Pool[]>("GET", "/api/admin/pools"),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useRoutingPools() {
  return useQuery(routingPoolsQueryOptions());
}
