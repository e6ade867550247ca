import { Upload } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import type { GuideSection } from "../../../../contract/guides";
import { GuideSectionImage } from "../../../components/guide-section-image";
import { Button } from "../../../components/ui/button";
import { fileInputClass } from "../../../components/ui/file-input";
import { FormField } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/use-toast";
import { rich } from "../../../i18n/rich";
import { type Translate, useLocale, useT } from "../../../i18n/use-t";
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
  const t = useT();
  const upload = useUploadImage();
  const updateImage = useUpdateSectionImage();
  return (
    <AdminDialog
      open={section !== null}
      title={t("guideAdmin.upload.title")}
      description={t("guideAdmin.upload.description")}
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

function formatSize(t: Translate, locale: string, bytes: number): string {
  if (bytes < 1024 * 1024) return t("guideAdmin.upload.kb", { size: Math.max(1, Math.round(bytes / 1024)) });
  const megabytes = bytes / 1024 / 1024;
  const size =
    locale === "en-CA"
      ? megabytes.toFixed(1)
      : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(megabytes);
  return t("guideAdmin.upload.mb", { size });
}

interface UploadImageFormProps {
  section: GuideSection;
  upload: ReturnType<typeof useUploadImage>;
  updateImage: ReturnType<typeof useUpdateSectionImage>;
  onDone: () => void;
}

function UploadImageForm({ section, upload, updateImage, onDone }: UploadImageFormProps) {
  const t = useT();
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const busy = upload.isPending || updateImage.isPending;

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen && imageFileProblem(chosen);
    if (problem) {
      toast(
        problem.kind === "tooLarge"
          ? {
              title: t("guideAdmin.file.tooLarge"),
              description: t("guideAdmin.file.tooLargeText"),
              variant: "destructive",
            }
          : {
              title: t("guideAdmin.file.notImage"),
              description: t("guideAdmin.file.notImageText"),
              variant: "destructive",
            },
      );
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
        <GuideSectionImage src={section.imageUrl} alt={t("guideAdmin.upload.currentAlt", { title: section.title })} />
      </div>
      <FormField id="section-image-file" label={t("guideAdmin.upload.file")}>
        <input
          id="section-image-file"
          data-autofocus
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={handleFileChange}
          disabled={busy}
          className={fileInputClass}
        />
      </FormField>
      {file && (
        <p className="text-sm text-slate-600">
          {rich(t("guideAdmin.upload.selected", { name: file.name, size: formatSize(t, locale, file.size) }), [
            <span key="name" className="font-medium text-slate-900" />,
          ])}
        </p>
      )}
      <DialogActions onCancel={onDone} busy={busy}>
        <Button onClick={handleUpload} disabled={!file || busy}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          {busy ? t("guideAdmin.upload.busy") : t("guideAdmin.upload.button")}
        </Button>
      </DialogActions>
    </div>
  );
}
