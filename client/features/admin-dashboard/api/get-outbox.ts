import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxRow } from "../../../../contract/admin";
import { apiJson } from "../../../lib/api-client";

export type OutboxStatus = OutboxRow["status"];
export const OUTBOX_LIMIT = 50;

export const outboxQueryOptions = (status?: OutboxStatus) =>
  queryOptions({
    queryKey: ["admin", "outbox", status ?? "all"],
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(OUTBOX_LIMIT) });
      if (status) params.set("status", status);
      return apiJson<OutboxRow[]>("GET", `/api/admin/outbox?${params}`);
    },
    staleTime: 0,
    refetchOnMount: true,
  });

/** The newest e-mails of the outbox, optionally of one status. */
export function useOutbox(status?: OutboxStatus) {
  return useQuery(outboxQueryOptions(status));
}
