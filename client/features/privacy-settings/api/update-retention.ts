import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RetentionSettings, RetentionStatus } from "../../../../contract/privacy-settings";
import { apiJson } from "../../../lib/api-client";
import { retentionQueryOptions } from "./get-retention";

/** PUT /api/admin/retention: new periods. */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) => apiJson<RetentionStatus>("PUT", "/api/admin/retention", settings),
    onSuccess: (status) => queryClient.setQueryData(retentionQueryOptions().queryKey, status),
  });
}

/** POST /api/admin/retention/run: run the job now. */
export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<RetentionStatus>("POST", "/api/admin/retention/run", {}),
    onSuccess: (status) => queryClient.setQueryData(retentionQueryOptions().queryKey, status),
  });
}
