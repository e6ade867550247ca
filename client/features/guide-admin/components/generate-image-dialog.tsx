import { Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { GuideSection } from "../../../../contract/guides";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { TextArea } from "../../../components/ui/text-area";
import { useT } from "../../../i18n/use-t";
import { useGenerateImage } from "../api/generate-image";
import { AdminDialog } from "./admin-dialog";
import { DialogActions } from "./dialog-actions";

export interface GenerateImageDialogProps {
  /** The section to illustrate; null when closed. */
  section: GuideSection | null;
  onClose: () => void;
}

/** An AI illustration for one section, from a prompt that starts as the section's last one. */
export function GenerateImageDialog({ section, onClose }: GenerateImageDialogProps) {
  const t = useT();
  const generate = useGenerateImage();
  return (
    <AdminDialog
      open={section !== null}
      title={t("guideAdmin.image.title")}
      description={section ? t("guideAdmin.image.forSection", { title: section.title }) : undefined}
      onClose={onClose}
      busy={generate.isPending}
    >
      {section && <GenerateImageForm key={section.id} section={section} generate={generate} onDone={onClose} />}
    </AdminDialog>
  );
}

interface GenerateImageFormProps {
  section: GuideSection;
  generate: ReturnType<typeof useGenerateImage>;
  onDone: () => void;
}

function GenerateImageForm({ section, generate, onDone }: GenerateImageFormProps) {
  const t = useT();
  const [prompt, setPrompt] = useState(section.imagePrompt ?? `An illustration for a home seller: ${section.title}`);
  const tooShort = prompt.trim().length < 3;

  const handleGenerate = (event: FormEvent) => {
    event.preventDefault();
    if (!tooShort) generate.mutate({ sectionId: section.id, imagePrompt: prompt.trim() }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={handleGenerate} noValidate>
      <FormField
        id="image-prompt"
        label={t("guideAdmin.image.prompt")}
        error={tooShort ? t("guideAdmin.image.tooShort") : undefined}
      >
        <TextArea
          id="image-prompt"
          data-autofocus
          rows={4}
          maxLength={500}
          value={prompt}
          invalid={tooShort}
          aria-describedby={tooShort ? "image-prompt-error" : undefined}
          onChange={(event) => setPrompt(event.target.value)}
        />
      </FormField>
      <DialogActions onCancel={onDone} busy={generate.isPending}>
        <Button type="submit" disabled={generate.isPending || tooShort}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {generate.isPending ? t("guideAdmin.generating") : t("guideAdmin.image.generate")}
        </Button>
      </DialogActions>
    </form>
  );
}
