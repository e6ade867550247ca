import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AccuracyResponse,
  HomeValueSettings,
  SoldHomeDryRun,
  SoldHomeImportJob,
  SoldHomeMapping,
  SoldHomePreview,
} from "../../../../contract/home-value";
import { ApiRequestError, apiJson } from "../../../lib/api-client";

async function upload<T>(url: string, file: File, mapping?: Partial<SoldHomeMapping>): Promise<T> {
  const form = new FormData();
  if (mapping) form.append("mapping", JSON.stringify(mapping));
  form.append("file", file);
  const response = await fetch(url, { method: "POST", credentials: "include", body: form });
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, text || response.statusText);
  return JSON.parse(text) as T;
}

export const accuracyQueryKey = ["home-value", "accuracy"] as const;

/** GET /api/admin/home-value/accuracy: the estimator measured on the sold homes (decision 040). */
export function useAccuracy() {
  return useQuery({
    queryKey: accuracyQueryKey,
    queryFn: () => apiJson<AccuracyResponse>("GET", "/api/admin/home-value/accuracy"),
  });
}

export function usePreviewSoldHomes() {
  return useMutation({
    mutationFn: (file: File) => upload<SoldHomePreview>("/api/admin/home-value/import/preview", file),
  });
}

export function useDryRunSoldHomes() {
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: Partial<SoldHomeMapping> }) =>
      upload<SoldHomeDryRun>("/api/admin/home-value/import/dry-run", file, mapping),
  });
}

export function useStartSoldHomeImport() {
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: Partial<SoldHomeMapping> }) =>
      upload<SoldHomeImportJob>("/api/admin/home-value/import", file, mapping),
  });
}

/** The running import, read twice a second until it ends; then the figures are read again. */
export function useSoldHomeImportJob(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["home-value", "import", id],
    queryFn: async () => {
      const job = await apiJson<SoldHomeImportJob>("GET", `/api/admin/home-value/imports/${id}`);
      if (job.status !== "running") void queryClient.invalidateQueries({ queryKey: accuracyQueryKey });
      return job;
    },
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === "running" || !query.state.data ? 500 : false),
  });
}

export function useHomeValueSettings() {
  return useQuery({
    queryKey: ["home-value", "settings"],
    queryFn: () => apiJson<HomeValueSettings>("GET", "/api/admin/home-value/settings"),
  });
}

export function useSaveHomeValueSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: HomeValueSettings) =>
      apiJson<HomeValueSettings>("PUT", "/api/admin/home-value/settings", settings),
    onSuccess: (saved) => queryClient.setQueryData(["home-value", "settings"], saved),
  });
}
