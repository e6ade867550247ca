import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffLead } from "../../../../contract/leads";
import { ApiRequestError, apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

/** 404, or 400 for an id that cannot be a lead id: either way there is no such lead. */
export function isLeadMissing(error: Error | null): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/** A 403: the signed-in user may not read leads (a client: DESIGN.md 5.5). Trying again cannot help. */
export function isLeadForbidden(error: Error | null): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["lead", id],
    queryFn: () => apiJson<StaffLead>("GET", `/api/leads/${encodeURIComponent(id)}`),
    meta: liveMeta({ on: ["lead"], leadId: id }),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useLead(id: string, live: boolean) {
  return useQuery({
    ...leadQueryOptions(id),
    refetchInterval: (query) =>
      isLeadMissing(query.state.error) || isLeadForbidden(query.state.error) ? false : pollWhenOffline(live),
  });
}
