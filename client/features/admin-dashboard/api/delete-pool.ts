import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Pool } from "../../../../contract/admin";
import { apiRequest } from "../../../lib/api-client";
import { poolsQueryOptions } from "./get-pools";
import { toastError, toastSuccess } from "./notify";

export function useDeletePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pool: Pool) => {
      await apiRequest("DELETE", `/api/admin/pools/${pool.id}`);
    },
    onSuccess: (_data, pool) => {
      queryClient.setQueryData(poolsQueryOptions().queryKey, (list) => list?.filter((p) => p.id !== pool.id));
      toastSuccess("Pool deleted", pool.name);
    },
    onError: toastError,
  });
}
