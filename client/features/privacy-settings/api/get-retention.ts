import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RetentionStatus } from "../../../../contract/privacy-settings";
import { apiJson } from "../../../lib/api-client";

/** GET /api/admin/retention: the periods, the job's next run and what its last run removed. */
export const retentionQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "retention"],
    queryFn: () => apiJson<RetentionStatus>("GET", "/api/admin/retention"),
  });

export function useRetention() {
  return useQuery(retentionQueryOptions());
}
