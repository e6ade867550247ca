import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseReport } from "../../../../contract/pipeline";
import { apiJson } from "../../../lib/api-client";
import { liveMeta } from "../../../lib/live-events";

export const responseReportQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ["response-report", from, to],
    queryFn: () =>
      apiJson<ResponseReport>(
        "GET",
        `/api/admin/response-report?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      ),
    meta: liveMeta({ on: ["lead"] }),
  });

/** The report for a period; none is asked for while the period is incomplete (`null`). */
export function useResponseReport(period: { from: string; to: string } | null) {
  return useQuery({ ...responseReportQueryOptions(period?.from ?? "", period?.to ?? ""), enabled: period !== null });
}
