import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Pool } from "../../../../contract/admin";
import { useT } from "../../../i18n/use-t";
import { apiRequest } from "../../../lib/api-client";
import { poolsQueryOptions } from "./get-pools";
import { useNotify } from "./notify";

export function useDeletePool() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (pool: Pool) => {
      await apiRequest("DELETE", `/api/admin/pools/${pool.id}`);
    },
    onSuccess: (_data, pool) => {
      queryClient.setQueryData(poolsQueryOptions().queryKey, (list) => list?.filter((p) => p.id !== pool.id));
      notify.success(t("admin.pools.deleted"), pool.name);
    },
    onError: notify.error,
  });
}
