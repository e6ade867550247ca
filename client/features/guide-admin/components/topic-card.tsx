import { ExternalLink, ListOrdered, Pencil, Sparkles } from "lucide-react";
import { Link } from "wouter";
import type { GuideTopic } from "../../../../contract/guides";
import { GuideIcon } from "../../../components/guide-icon";
import { Button } from "../../../components/ui/button";

export interface TopicCardProps {
  topic: GuideTopic;
  /** undefined while the guide's sections load. */
  sectionCount: number | undefined;
  onEdit: () => void;
  onGenerate: () => void;
  onOpenSections: () => void;
}

/** One guide on the Guides tab: icon, title, slug, description, section count and its actions. */
export function TopicCard({ topic, sectionCount, onEdit, onGenerate, onOpenSections }: TopicCardProps) {
  const titleId = `guide-topic-${topic.id}-title`;
  const count =
    sectionCount === undefined ? "Loading sections..." : sectionCount === 1 ? "1 section" : `${sectionCount} sections`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <GuideIcon name={topic.icon} className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {topic.title}
          </h3>
          <p className="truncate font-mono text-xs text-slate-500">/guides/{topic.slug}</p>
        </div>
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {count}
        </span>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-600">{topic.description || "No description"}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Edit Guide
        </Button>
        <Button variant="secondary" size="sm" onClick={onGenerate}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Generate with AI
        </Button>
        <Button variant="ghost" size="sm" onClick={onOpenSections}>
          <ListOrdered className="h-4 w-4" aria-hidden="true" />
          Sections
        </Button>
        <Link
          href={`/guides/${topic.slug}`}
          className="inline-flex h-8 items-center gap-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          View
        </Link>
      </div>
    </article>
  );
}
