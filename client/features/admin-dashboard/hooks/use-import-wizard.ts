import { useState } from "react";
import type { ImportField, ImportMapping, LeadImportPreview } from "../../../../contract/lead-import";
import { useDryRunImport, useImportJob, usePreviewImport, useStartImport } from "../api/import-leads";

/** The columns chosen for each field: one, or several joined (first + last name). */
export type ImportColumns = Partial<Record<ImportField, string | string[]>>;

/**
 * The import wizard's whole state: the chosen file, its preview and column mapping, and the preview,
 * dry-run and import calls with the running job. Choosing another file starts the wizard over.
 */
export function useImportWizard() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<LeadImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportColumns>({});
  const [skipDuplicates, setSkipDuplicates] = useState(false);
  const previewCall = usePreviewImport();
  const dryRun = useDryRunImport();
  const start = useStartImport();
  const job = useImportJob(start.data?.id);

  // The mapping the server takes, once the required consent column is chosen.
  const consentBasis = mapping.consentBasis;
  const ready: ImportMapping | null =
    typeof consentBasis === "string" ? ({ ...mapping, consentBasis } as ImportMapping) : null;
  // One import per dry run: not while it runs, nor once it is done.
  const canStart = !(job.data?.status === "running" || start.isPending) && job.data?.status !== "done";

  const handleFile = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setSkipDuplicates(false);
    dryRun.reset();
    start.reset();
    if (!chosen) return;
    previewCall.mutate(chosen, {
      onSuccess: (result) => {
        setPreview(result);
        // The server's guess from the header (first + last name, postal_code, code postal, ...), to check.
        setMapping(result.suggested);
      },
    });
  };
  /** A field's columns in order: none unmaps it, one maps it, several are joined with a space. */
  const handleMapColumns = (field: ImportField, columns: string[]) =>
    setMapping((m) => ({ ...m, [field]: columns.length > 1 ? columns : columns[0] }));
  const handleCheck = () => {
    if (file && ready) dryRun.mutate({ file, mapping: ready });
  };
  const handleStart = () => {
    if (file && ready) start.mutate({ file, mapping: skipDuplicates ? { ...ready, skipDuplicates } : ready });
  };

  return {
    file,
    preview,
    mapping,
    ready,
    previewCall,
    dryRun,
    start,
    job,
    canStart,
    handleFile,
    skipDuplicates,
    setSkipDuplicates,
    handleMapColumns,
    handleCheck,
    handleStart,
  };
}
