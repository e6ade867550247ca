import { Plus } from "lucide-react";
import { useState } from "react";
import type { GuideSection, GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import type { TopicVersions } from "../api/get-topics";
import { GenerateContentDialog } from "./generate-content-dialog";
import { RemoveVersionDialog, type RemoveVersionDialogProps } from "./remove-version-dialog";
import { TopicCard } from "./topic-card";
import { TopicFormDialog } from "./topic-form-dialog";

export interface GuidesTabProps {
  topics: readonly TopicVersions[];
  /** Each guide's English sections. */
  sectionsByTopic: ReadonlyMap<number, readonly GuideSection[]>;
  frenchSectionsByTopic: ReadonlyMap<number, readonly GuideSection[]>;
  frenchKnown: boolean;
  onOpenSections: (topic: GuideTopic) => void;
}

type TopicDialog =
  | { mode: "new" }
  | { mode: "edit"; topic: GuideTopic; locale: Locale; adding: boolean; reference?: GuideTopic }
  | null;
type Generate = { topic: GuideTopic; locale: Locale } | null;

const other = (locale: Locale): Locale => (locale === "en-CA" ? "fr-CA" : "en-CA");

/** The guides with 'New Guide', each language's 'Edit' and 'Generate with AI'. */
export function GuidesTab({
  topics,
  sectionsByTopic,
  frenchSectionsByTopic,
  frenchKnown,
  onOpenSections,
}: GuidesTabProps) {
  const t = useT();
  const [topicDialog, setTopicDialog] = useState<TopicDialog>(null);
  const [generate, setGenerate] = useState<Generate>(null);
  const [removing, setRemoving] = useState<RemoveVersionDialogProps["version"]>(null);

  const handleEdit = (entry: TopicVersions, locale: Locale, adding: boolean) => {
    const topic = entry.versions[locale] ?? entry.primary;
    setTopicDialog({ mode: "edit", topic, locale, adding, reference: entry.versions[other(locale)] });
  };

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{t("guideAdmin.guides.count", { count: topics.length })}</p>
        <Button onClick={() => setTopicDialog({ mode: "new" })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("guideAdmin.guides.new")}
        </Button>
      </div>
      {topics.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {t("guideAdmin.guides.empty")}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {topics.map((entry) => (
            <li key={entry.id}>
              <TopicCard
                entry={entry}
                sectionCount={
                  (entry.primary.locale === "fr-CA" ? frenchSectionsByTopic : sectionsByTopic).get(entry.id)?.length
                }
                frenchSectionCount={frenchSectionsByTopic.get(entry.id)?.length}
                frenchKnown={frenchKnown}
                onEdit={(locale) => handleEdit(entry, locale, false)}
                onAddVersion={(locale) => handleEdit(entry, locale, true)}
                onGenerate={(locale) => setGenerate({ topic: entry.versions[locale] ?? entry.primary, locale })}
                onRemoveVersion={(locale) => {
                  const topic = entry.versions[locale];
                  if (!topic) return;
                  const counts = locale === "fr-CA" ? frenchSectionsByTopic : sectionsByTopic;
                  setRemoving({ topic, locale, sectionCount: counts.get(entry.id)?.length });
                }}
                onOpenSections={() => onOpenSections(entry.primary)}
              />
            </li>
          ))}
        </ul>
      )}
      <TopicFormDialog
        open={topicDialog !== null}
        topic={topicDialog?.mode === "edit" ? topicDialog.topic : undefined}
        locale={topicDialog?.mode === "edit" ? topicDialog.locale : undefined}
        adding={topicDialog?.mode === "edit" && topicDialog.adding}
        reference={topicDialog?.mode === "edit" ? topicDialog.reference : undefined}
        onClose={() => setTopicDialog(null)}
      />
      <RemoveVersionDialog version={removing} onClose={() => setRemoving(null)} />
      <GenerateContentDialog
        topic={generate?.topic ?? null}
        locale={generate?.locale}
        onClose={() => setGenerate(null)}
      />
    </div>
  );
}
