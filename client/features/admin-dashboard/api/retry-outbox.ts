import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OutboxRow } from "../../../../contract/admin";
import { useT } from "../../../i18n/use-t";
import { apiRequest } from "../../../lib/api-client";
import { outboxQueryOptions } from "./get-outbox";
import { systemStatusQueryOptions } from "./get-system-status";
import { useNotify } from "./notify";

/** Puts a failed or pending e-mail back at the front of the delivery queue. */
export function useRetryOutbox() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (row: OutboxRow) => {
      await apiRequest("POST", `/api/admin/outbox/${row.id}/retry`, {});
    },
    onSuccess: (_data, row) => {
      void queryClient.invalidateQueries({ queryKey: outboxQueryOptions().queryKey.slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: systemStatusQueryOptions().queryKey });
      notify.success(
        t("admin.outbox.requeued"),
        t("admin.outbox.requeuedText", { subject: row.subject, address: row.toAddress }),
      );
    },
    onError: notify.error,
  });
}
