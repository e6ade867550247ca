import { Plus } from "lucide-react";
import { useState } from "react";
import type { GuideSection, GuideTopic } from "../../../../contract/guides";
import { Button } from "../../../components/ui/button";
import { useTopicSections } from "../api/get-topic-sections";
import type { Highlight } from "../hooks/use-highlight";
import { DeleteSectionDialog } from "./delete-section-dialog";
import { GenerateImageDialog } from "./generate-image-dialog";
import { LoadError } from "./load-error";
import { SectionCard } from "./section-card";
import { SectionFormDialog } from "./section-form-dialog";
import { UploadImageDialog } from "./upload-image-dialog";

export interface SectionsTabProps {
  topics: readonly GuideTopic[];
  topicId: number | undefined;
  onTopicChange: (topicId: number) => void;
  highlighted: Highlight | null;
}

type SectionDialog = { section?: GuideSection } | null;

/** Choose a guide, then list, add, edit, illustrate and delete its sections. */
export function SectionsTab({ topics, topicId, onTopicChange, highlighted }: SectionsTabProps) {
  const sections = useTopicSections(topicId);
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
            Guide
          </label>
          <select
            id="guide-admin-topic"
            value={topicId ?? ""}
            onChange={(event) => onTopicChange(Number(event.target.value))}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-base sm:min-w-72 sm:text-sm"
          >
            {topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.title}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => setFormDialog({})} disabled={topicId === undefined || !sections.isSuccess}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Section
        </Button>
      </div>
      {topicId === undefined ? (
        <p className="text-slate-600">Create a guide first.</p>
      ) : sections.isPending ? (
        <p role="status" className="py-8 text-center text-slate-600">
          Loading sections...
        </p>
      ) : sections.isError ? (
        <LoadError message="Failed to load this guide's sections." onRetry={() => void sections.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          This guide has no sections yet. Add one with 'New Section' or use 'Generate with AI' on the Guides tab.
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-4">
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
