import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Pool } from "../../../../contract/admin";
import { apiJson } from "../../../lib/api-client";

export const poolsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "pools"],
    queryFn: () => apiJson<Pool[]>("GET", "/api/admin/pools"),
    staleTime: 0,
    refetchOnMount: true,
  });

export function usePools() {
  return useQuery(poolsQueryOptions());
}
