import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdsReport } from "../../../../contract/ads";
import { apiJson } from "../../../lib/api-client";
import { liveMeta } from "../../../lib/live-events";

/** A period of whole months, `YYYY-MM` to `YYYY-MM`, both included (decision 053). */
export interface MonthPeriod {
  from: string;
  to: string;
}

const query = ({ from, to }: MonthPeriod) =>
  `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&groupBy=source`;

/** GET /api/reports/ads by source: leads, funnel, spend and costs of the period's months. */
export const adsReportQueryOptions = (period: MonthPeriod) =>
  queryOptions({
    queryKey: ["ads-report", period.from, period.to],
    queryFn: () => apiJson<AdsReport>("GET", `/api/reports/ads?${query(period)}`),
    meta: liveMeta({ on: ["lead"] }),
  });

/** The report for a period; none is asked for while the period is incomplete (`null`). */
export function useAdsReport(period: MonthPeriod | null) {
  return useQuery({ ...adsReportQueryOptions(period ?? { from: "", to: "" }), enabled: period !== null });
}

/** The same report as the CSV file the server writes (GET /api/reports/ads.csv). */
export const adsReportCsvUrl = (period: MonthPeriod) => `/api/reports/ads.csv?${query(period)}`;
