import { ImagePlus, Loader2 } from "lucide-react";
import { GuideSectionImage } from "../../../components/guide-section-image";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";

export interface SectionImageProps {
  title: string;
  imageUrl?: string;
  busy: boolean;
  onGenerate: () => void;
}

/** A section's illustration, or a 'Generate Image' button (AI illustration) with its busy state. */
export function SectionImage({ title, imageUrl, busy, onGenerate }: SectionImageProps) {
  const t = useT();
  if (imageUrl) return <GuideSectionImage src={imageUrl} alt={t("reader.image.alt", { title })} priority />;
  return (
    <div className="flex aspect-[2/1] w-full items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50">
      <Button variant="secondary" onClick={onGenerate} disabled={busy} aria-busy={busy}>
        {busy ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
        )}
        {busy ? t("reader.image.generating") : t("reader.image.generate")}
      </Button>
    </div>
  );
}
