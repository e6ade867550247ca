import { clsx } from "clsx";
import { ImageUp, Pencil, Sparkles, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import type { GuideSection } from "../../../../contract/guides";
import { GuideSectionImage } from "../../../components/guide-section-image";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { scrollBehavior } from "../../../lib/motion";
import { htmlToText } from "../utils/section-search";

export interface SectionCardProps {
  section: GuideSection;
  /** Set while the section is highlighted after a search jump; a new value scrolls it into view. */
  highlightKey: number | null;
  onEdit: () => void;
  onUpload: () => void;
  onGenerateImage: () => void;
  onDelete: () => void;
}

/** One section: thumbnail, order, title, the start of its text, and its actions. */
export function SectionCard({ section, highlightKey, onEdit, onUpload, onGenerateImage, onDelete }: SectionCardProps) {
  const t = useT();
  const card = useRef<HTMLElement>(null);
  const excerpt = useMemo(() => htmlToText(section.content).slice(0, 180), [section.content]);
  const titleId = `guide-section-${section.id}-title`;

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers all do.
    if (highlightKey !== null) card.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: "center" });
  }, [highlightKey]);

  return (
    <article
      ref={card}
      id={`guide-section-${section.id}`}
      aria-labelledby={titleId}
      data-highlighted={highlightKey !== null || undefined}
      className={clsx(
        "flex flex-col gap-4 rounded-xl border bg-white p-4 shadow-sm transition-shadow sm:flex-row",
        highlightKey !== null ? "border-amber-400 ring-4 ring-amber-300" : "border-slate-200",
      )}
    >
      <div className="w-full shrink-0 sm:w-40">
        <GuideSectionImage src={section.imageUrl} alt={t("guideAdmin.section.imageAlt", { title: section.title })} />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
          {t("guideAdmin.section.order", { order: section.order })}
        </p>
        <h3 id={titleId} className="font-semibold text-slate-900">
          {section.title}
        </h3>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{excerpt}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t("guideAdmin.section.editLabel")}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t("guideAdmin.section.edit")}
          </Button>
          <Button variant="secondary" size="sm" onClick={onUpload} aria-label={t("guideAdmin.section.imageLabel")}>
            <ImageUp className="h-4 w-4" aria-hidden="true" />
            {t("guideAdmin.section.image")}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onGenerateImage}
            aria-label={t("guideAdmin.section.aiImageLabel")}
          >
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t("guideAdmin.section.aiImage")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={t("guideAdmin.section.deleteLabel")}
            className="text-red-700"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("guideAdmin.section.delete")}
          </Button>
        </div>
      </div>
    </article>
  );
}
