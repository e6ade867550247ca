import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Pool, PoolInput } from "../../../../contract/admin";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { poolsQueryOptions } from "./get-pools";
import { useNotify } from "./notify";

/** Creates a pool (no id) or replaces one (PUT with the whole pool, members in dealing order). */
export function useSavePool() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PoolInput }) =>
      id === undefined
        ? apiJson<Pool>("POST", "/api/admin/pools", input)
        : apiJson<Pool>("PUT", `/api/admin/pools/${id}`, input),
    onSuccess: (pool, { id }) => {
      void queryClient.invalidateQueries({ queryKey: poolsQueryOptions().queryKey });
      notify.success(t(id === undefined ? "admin.pools.created" : "admin.pools.updated"), pool.name);
    },
    onError: notify.error,
  });
}
