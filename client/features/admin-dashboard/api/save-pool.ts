import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Pool, PoolInput } from "../../../../contract/admin";
import { apiJson } from "../../../lib/api-client";
import { poolsQueryOptions } from "./get-pools";
import { toastError, toastSuccess } from "./notify";

/** Creates a pool (no id) or replaces one (PUT with the whole pool, members in dealing order). */
export function useSavePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PoolInput }) =>
      id === undefined
        ? apiJson<Pool>("POST", "/api/admin/pools", input)
        : apiJson<Pool>("PUT", `/api/admin/pools/${id}`, input),
    onSuccess: (pool, { id }) => {
      void queryClient.invalidateQueries({ queryKey: poolsQueryOptions().queryKey });
      toastSuccess(id === undefined ? "Pool created" : "Pool updated", pool.name);
    },
    onError: toastError,
  });
}
