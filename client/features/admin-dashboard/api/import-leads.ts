import { useMutation, useQuery } from "@tanstack/react-query";
import type { ImportDryRun, ImportJob, ImportMapping, LeadImportPreview } from "../../../../contract/lead-import";
import { ApiRequestError, apiJson } from "../../../lib/api-client";

/** A multipart POST of the CSV file (and the mapping), as the import routes take it. */
async function upload<T>(url: string, file: File, mapping?: ImportMapping): Promise<T> {
  const form = new FormData();
  if (mapping) form.append("mapping", JSON.stringify(mapping));
  form.append("file", file);
  const response = await fetch(url, { method: "POST", credentials: "include", body: form });
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, text || response.statusText);
  return JSON.parse(text) as T;
}

export function usePreviewImport() {
  return useMutation({ mutationFn: (file: File) => upload<LeadImportPreview>("/api/leads/import/preview", file) });
}

export function useDryRunImport() {
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: ImportMapping }) =>
      upload<ImportDryRun>("/api/leads/import/dry-run", file, mapping),
  });
}

export function useStartImport() {
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: ImportMapping }) =>
      upload<ImportJob>("/api/leads/import", file, mapping),
  });
}

/** The running import's progress, read twice a second until it is done or failed. */
export function useImportJob(id: number | undefined) {
  return useQuery({
    queryKey: ["lead-import", id],
    queryFn: () => apiJson<ImportJob>("GET", `/api/leads/imports/${id}`),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === "running" || !query.state.data ? 500 : false),
  });
}
