import { useImportWizard } from "../hooks/use-import-wizard";
import { ImportCheckStep } from "./import-check-step";
import { ImportFileStep } from "./import-file-step";
import { ImportMapStep } from "./import-map-step";
import { ImportProgressStep } from "./import-progress-step";

/** Import leads from a CSV file: choose, map the columns, check (dry run), import with progress (decision 019). */
export function ImportTab() {
  const wizard = useImportWizard();
  const { file, preview, ready, previewCall, dryRun, start, job } = wizard;
  return (
    <div className="grid gap-6">
      <ImportFileStep reading={previewCall.isPending} error={previewCall.error} onFile={wizard.handleFile} />
      {preview && file && (
        <ImportMapStep
          preview={preview}
          mapping={wizard.mapping}
          ready={ready}
          checking={dryRun.isPending}
          error={dryRun.error}
          onMapColumns={wizard.handleMapColumns}
          onCheck={wizard.handleCheck}
        />
      )}
      {dryRun.data && file && ready && (
        <ImportCheckStep
          result={dryRun.data}
          canStart={wizard.canStart}
          skipDuplicates={wizard.skipDuplicates}
          onSkipDuplicates={wizard.setSkipDuplicates}
          startError={start.error}
          onStart={wizard.handleStart}
        >
          {job.data && <ImportProgressStep job={job.data} />}
        </ImportCheckStep>
      )}
    </div>
  );
}
