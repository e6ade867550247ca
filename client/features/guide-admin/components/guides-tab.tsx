import { Plus } from "lucide-react";
import { useState } from "react";
import type { GuideSection, GuideTopic } from "../../../../contract/guides";
import { Button } from "../../../components/ui/button";
import { GenerateContentDialog } from "./generate-content-dialog";
import { TopicCard } from "./topic-card";
import { TopicFormDialog } from "./topic-form-dialog";

export interface GuidesTabProps {
  topics: readonly GuideTopic[];
  sectionsByTopic: ReadonlyMap<number, readonly GuideSection[]>;
  onOpenSections: (topic: GuideTopic) => void;
}

type TopicDialog = { mode: "new" } | { mode: "edit"; topic: GuideTopic } | null;

/** The guides with 'New Guide', 'Edit Guide' and 'Generate with AI'. */
export function GuidesTab({ topics, sectionsByTopic, onOpenSections }: GuidesTabProps) {
  const [topicDialog, setTopicDialog] = useState<TopicDialog>(null);
  const [generateFor, setGenerateFor] = useState<GuideTopic | null>(null);

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{topics.length === 1 ? "1 guide" : `${topics.length} guides`}</p>
        <Button onClick={() => setTopicDialog({ mode: "new" })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Guide
        </Button>
      </div>
      {topics.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No guides yet. Create the first one with 'New Guide'.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {topics.map((topic) => (
            <li key={topic.id}>
              <TopicCard
                topic={topic}
                sectionCount={sectionsByTopic.get(topic.id)?.length}
                onEdit={() => setTopicDialog({ mode: "edit", topic })}
                onGenerate={() => setGenerateFor(topic)}
                onOpenSections={() => onOpenSections(topic)}
              />
            </li>
          ))}
        </ul>
      )}
      <TopicFormDialog
        open={topicDialog !== null}
        topic={topicDialog?.mode === "edit" ? topicDialog.topic : undefined}
        onClose={() => setTopicDialog(null)}
      />
      <GenerateContentDialog topic={generateFor} onClose={() => setGenerateFor(null)} />
    </div>
  );
}
