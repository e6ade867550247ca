import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OutboxRow } from "../../../../contract/admin";
import { apiRequest } from "../../../lib/api-client";
import { outboxQueryOptions } from "./get-outbox";
import { systemStatusQueryOptions } from "./get-system-status";
import { toastError, toastSuccess } from "./notify";

/** Puts a failed or pending e-mail back at the front of the delivery queue. */
export function useRetryOutbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: OutboxRow) => {
      await apiRequest("POST", `/api/admin/outbox/${row.id}/retry`, {});
    },
    onSuccess: (_data, row) => {
      void queryClient.invalidateQueries({ queryKey: outboxQueryOptions().queryKey.slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: systemStatusQueryOptions().queryKey });
      toastSuccess("E-mail queued", `"${row.subject}" will be sent again to ${row.toAddress}.`);
    },
    onError: toastError,
  });
}
