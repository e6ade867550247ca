import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Ballpark } from "../../../../contract/home-value";
import { apiJson } from "../../../lib/api-client";
import { funnelDetails } from "../utils/funnel-details";

/** POST /api/home-value/ballpark: the cash-offer flow's ballpark for the lead this browser just saved. */
export const ballparkQueryOptions = (leadId: string, leadSecret: string) =>
  queryOptions({
    queryKey: ["home-value", "ballpark", leadId],
    queryFn: () =>
      apiJson<Ballpark>("POST", "/api/home-value/ballpark", { leadId, leadSecret, details: funnelDetails() }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useBallpark(leadId: string, leadSecret: string) {
  return useQuery(ballparkQueryOptions(leadId, leadSecret));
}
