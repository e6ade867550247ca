import type { GuideTopic } from "../../../../contract/guides";

export interface TopicCardProps {
  topic: GuideTopic;
  onOpen: (card: HTMLButtonElement) => void;
}

/** A library card: the title's first letter in a circle, the title and the description. */
export function TopicCard({ topic, onOpen }: TopicCardProps) {
  return (
    <button
      type="button"
      onClick={(event) => onOpen(event.currentTarget)}
      className="flex h-full w-full flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition-colors hover:border-brand-600"
    >
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
      >
        {topic.title.trim().charAt(0).toUpperCase()}
      </span>
      <span className="text-lg font-semibold text-slate-900">{topic.title}</span>
      {topic.description && <span className="text-sm text-slate-600">{topic.description}</span>}
    </button>
  );
}
