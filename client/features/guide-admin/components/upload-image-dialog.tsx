import { Upload } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import type { GuideSection } from "../../../../contract/guides";
import { GuideSectionImage } from "../../../components/guide-section-image";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/use-toast";
import { imageFileProblem } from "../../../lib/image-file-check";
import { useUpdateSectionImage } from "../api/update-section-image";
import { useUploadImage } from "../api/upload-image";
import { AdminDialog } from "./admin-dialog";
import { DialogActions } from "./dialog-actions";

export interface UploadImageDialogProps {
  /** The section whose image is replaced; null when closed. */
  section: GuideSection | null;
  onClose: () => void;
}

/** 'Upload or Replace Image': checks the file here, uploads it, then points the section at it. */
export function UploadImageDialog({ section, onClose }: UploadImageDialogProps) {
  const upload = useUploadImage();
  const updateImage = useUpdateSectionImage();
  return (
    <AdminDialog
      open={section !== null}
      title="Upload or Replace Image"
      description="PNG, JPEG, GIF or WebP, smaller than 10MB."
      onClose={onClose}
      busy={upload.isPending || updateImage.isPending}
    >
      {section && (
        <UploadImageForm
          key={section.id}
          section={section}
          upload={upload}
          updateImage={updateImage}
          onDone={onClose}
        />
      )}
    </AdminDialog>
  );
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface UploadImageFormProps {
  section: GuideSection;
  upload: ReturnType<typeof useUploadImage>;
  updateImage: ReturnType<typeof useUpdateSectionImage>;
  onDone: () => void;
}

function UploadImageForm({ section, upload, updateImage, onDone }: UploadImageFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const busy = upload.isPending || updateImage.isPending;

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen && imageFileProblem(chosen);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      event.target.value = "";
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const handleUpload = async () => {
    if (!file) return;
    try {
      const imageUrl = await upload.mutateAsync(file);
      await updateImage.mutateAsync({ sectionId: section.id, imageUrl });
      onDone();
    } catch {
      // Each step has shown its own toast; the dialog stays open with the file chosen.
    }
  };

  return (
    <div className="grid gap-4">
      <div className="w-48">
        <GuideSectionImage src={section.imageUrl} alt={`Current image of ${section.title}`} />
      </div>
      <FormField id="section-image-file" label="Image file">
        <input
          id="section-image-file"
          data-autofocus
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={handleFileChange}
          disabled={busy}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
        />
      </FormField>
      {file && (
        <p className="text-sm text-slate-600">
          Selected: <span className="font-medium text-slate-900">{file.name}</span> ({formatSize(file.size)})
        </p>
      )}
      <DialogActions onCancel={onDone} busy={busy}>
        <Button onClick={handleUpload} disabled={!file || busy}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          {busy ? "Uploading..." : "Upload Image"}
        </Button>
      </DialogActions>
    </div>
  );
}
