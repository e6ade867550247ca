import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditPage } from "../../../../contract/audit";
import type { AuditAction } from "../../../../contract/privacy-enums";
import { apiJson } from "../../../lib/api-client";
import { localDayStart } from "../../../lib/local-day";

export interface AuditFilter {
  actorId?: number;
  action?: AuditAction;
  /** Dates as the date inputs give them (yyyy-mm-dd), read as whole local days. */
  from?: string;
  to?: string;
}

const AUDIT_PAGE_SIZE = 50;

function auditParams(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.actorId) params.set("actorId", String(filter.actorId));
  if (filter.action) params.set("action", filter.action);
  if (filter.from) params.set("from", localDayStart(filter.from));
  // The 'to' day is included: the period ends at the start of the next day.
  if (filter.to) params.set("to", localDayStart(filter.to, 1));
  return params;
}

export const auditExportUrl = (filter: AuditFilter) => {
  const params = auditParams(filter).toString();
  return `/api/admin/audit/export.csv${params ? `?${params}` : ""}`;
};

export const auditQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ["admin", "privacy", "audit", filter],
    queryFn: ({ pageParam }) => {
      const params = auditParams(filter);
      params.set("limit", String(AUDIT_PAGE_SIZE));
      if (pageParam) params.set("cursor", String(pageParam));
      return apiJson<AuditPage>("GET", `/api/admin/audit?${params}`);
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery(auditQueryOptions(filter));
}
