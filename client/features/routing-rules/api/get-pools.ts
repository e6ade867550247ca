import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Pool } from "../../../../contract/admin";
import { apiJson } from "../../../lib/api-client";

/** A pool as a rule names it (the Agent Pools tab edits the rest). */
export type RoutingPool = Pick<Pool, "id" | "name">;

/** The pools a rule may send leads to. */
export const routingPoolsQueryOptions = () =>
  queryOptions({
    queryKey: ["routing-rules", "pools"],
    queryFn: () => apiJson<RoutingPool[]>("GET", "/api/admin/pools"),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useRoutingPools() {
  return useQuery(routingPoolsQueryOptions());
}
