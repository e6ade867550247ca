import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RoutingRulesList } from "../../../../contract/routing-rules";
import { apiJson } from "../../../lib/api-client";

export const routingRulesQueryOptions = () =>
  queryOptions({
    queryKey: ["routing-rules"],
    queryFn: () => apiJson<RoutingRulesList>("GET", "/api/admin/routing-rules"),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useRoutingRules() {
  return useQuery(routingRulesQueryOptions());
}
