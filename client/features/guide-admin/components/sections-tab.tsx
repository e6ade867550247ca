import { Plus } from "lucide-react";
import { useState } from "react";
import type { GuideSection } from "../../../../contract/guides";
import { LOCALES, type Locale } from "../../../../contract/locale";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useTopicSections } from "../api/get-topic-sections";
import type { TopicVersions } from "../api/get-topics";
import type { Highlight } from "../hooks/use-highlight";
import { languageKey } from "../utils/languages";
import { DeleteSectionDialog } from "./delete-section-dialog";
import { GenerateImageDialog } from "./generate-image-dialog";
import { LoadError } from "./load-error";
import { SectionCard } from "./section-card";
import { SectionFormDialog } from "./section-form-dialog";
import { UploadImageDialog } from "./upload-image-dialog";

export interface SectionsTabProps {
  topics: readonly TopicVersions[];
  topicId: number | undefined;
  onTopicChange: (topicId: number) => void;
  /** The language whose sections are listed and edited. */
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  highlighted: Highlight | null;
}

type SectionDialog = { section?: GuideSection } | null;

/** Choose a guide and a language, then list, add, edit, illustrate and delete that language's sections. */
export function SectionsTab({ topics, topicId, onTopicChange, locale, onLocaleChange, highlighted }: SectionsTabProps) {
  const t = useT();
  const entry = topics.find((topic) => topic.id === topicId);
  const version = entry?.versions[locale];
  const sections = useTopicSections(version ? topicId : undefined, locale);
  const [formDialog, setFormDialog] = useState<SectionDialog>(null);
  const [deleting, setDeleting] = useState<GuideSection | null>(null);
  const [uploading, setUploading] = useState<GuideSection | null>(null);
  const [imaging, setImaging] = useState<GuideSection | null>(null);
  const list = sections.data ?? [];
  const nextOrder = list.reduce((max, s) => Math.max(max, s.order + 1), 0);

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <label htmlFor="guide-admin-topic" className="text-sm font-medium text-slate-800">
            {t("guideAdmin.sections.guide")}
          </label>
          <select
            id="guide-admin-topic"
            value={topicId ?? ""}
            onChange={(event) => onTopicChange(Number(event.target.value))}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-base sm:min-w-72 sm:text-sm"
          >
            {topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.primary.title}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="text-sm font-medium text-slate-800">{t("guideAdmin.sections.language")}</legend>
          <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
            {LOCALES.map((option) => (
              <label
                key={option}
                className="cursor-pointer rounded px-3 py-1.5 text-sm text-slate-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              >
                <input
                  type="radio"
                  name="guide-sections-language"
                  value={option}
                  checked={locale === option}
                  onChange={() => onLocaleChange(option)}
                  className="sr-only"
                />
                {t("guideAdmin.language", { language: languageKey(option) })}
                {entry && !entry.versions[option] && (
                  <span className="sr-only"> {t("guideAdmin.sections.missing")}</span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
        <Button onClick={() => setFormDialog({})} disabled={topicId === undefined || !version || !sections.isSuccess}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("guideAdmin.sections.new")}
        </Button>
      </div>
      {topicId === undefined ? (
        <p className="text-slate-600">{t("guideAdmin.sections.noGuide")}</p>
      ) : !version ? (
        <p className="rounded-xl border border-dashed border-amber-300 bg-amber-50 p-8 text-center text-amber-900">
          {t("guideAdmin.sections.noVersion", { language: languageKey(locale) })}
        </p>
      ) : sections.isPending ? (
        <p role="status" className="py-8 text-center text-slate-600">
          {t("guideAdmin.sections.loading")}
        </p>
      ) : sections.isError ? (
        <LoadError message={t("guideAdmin.sections.error")} onRetry={() => void sections.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {t("guideAdmin.sections.empty")}
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-4" lang={locale}>
          {list.map((section) => (
            <li key={section.id}>
              <SectionCard
                section={section}
                highlightKey={highlighted?.id === section.id ? highlighted.key : null}
                onEdit={() => setFormDialog({ section })}
                onUpload={() => setUploading(section)}
                onGenerateImage={() => setImaging(section)}
                onDelete={() => setDeleting(section)}
              />
            </li>
          ))}
        </ol>
      )}
      {topicId !== undefined && (
        <SectionFormDialog
          open={formDialog !== null}
          topicId={topicId}
          locale={locale}
          section={formDialog?.section}
          nextOrder={nextOrder}
          onClose={() => setFormDialog(null)}
        />
      )}
      <DeleteSectionDialog section={deleting} onClose={() => setDeleting(null)} />
      <UploadImageDialog section={uploading} onClose={() => setUploading(null)} />
      <GenerateImageDialog section={imaging} onClose={() => setImaging(null)} />
    </div>
  );
}
