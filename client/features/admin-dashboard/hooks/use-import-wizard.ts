import { useState } from "react";
import type { ImportField, ImportMapping, ImportPreview } from "../../../../contract/lead-import";
import { useDryRunImport, useImportJob, usePreviewImport, useStartImport } from "../api/import-leads";
import { guessImportMapping } from "../utils/guess-import-mapping";

/**
 * The import wizard's whole state: the chosen file, its preview and column mapping, and the preview,
 * dry-run and import calls with the running job. Choosing another file starts the wizard over.
 */
export function useImportWizard() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<Partial<Record<ImportField, string>>>({});
  const previewCall = usePreviewImport();
  const dryRun = useDryRunImport();
  const start = useStartImport();
  const job = useImportJob(start.data?.id);

  // The mapping the server takes, once the required consent column is chosen.
  const ready: ImportMapping | null = mapping.consentBasis
    ? ({ ...mapping, consentBasis: mapping.consentBasis } as ImportMapping)
    : null;
  // One import per dry run: not while it runs, nor once it is done.
  const canStart = !(job.data?.status === "running" || start.isPending) && job.data?.status !== "done";

  const handleFile = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    dryRun.reset();
    start.reset();
    if (!chosen) return;
    previewCall.mutate(chosen, {
      onSuccess: (result) => {
        setPreview(result);
        setMapping(guessImportMapping(result.columns));
      },
    });
  };
  const handleMapColumn = (field: ImportField, column: string | undefined) =>
    setMapping((m) => ({ ...m, [field]: column }));
  const handleCheck = () => {
    if (file && ready) dryRun.mutate({ file, mapping: ready });
  };
  const handleStart = () => {
    if (file && ready) start.mutate({ file, mapping: ready });
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
    handleMapColumn,
    handleCheck,
    handleStart,
  };
}
