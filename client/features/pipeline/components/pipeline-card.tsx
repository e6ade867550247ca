import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { clsx } from "clsx";
import { GripVertical } from "lucide-react";
import { Link } from "wouter";
import { isDoNotContact } from "../../../../contract/constants";
import type { PipelineCard as Card } from "../../../../contract/pipeline";
import { DoNotContactBadge } from "../../../components/do-not-contact-badge";
import { LeadTypeBadge } from "../../../components/lead-type-badge";
import { WaitingClock } from "../../../components/waiting-clock";
import { useT } from "../../../i18n/use-t";

export interface PipelineCardProps {
  card: Card;
  agentName: string | null;
}

export const cardName = (card: Pick<Card, "fullName">, unnamed: string) => card.fullName || unnamed;

/** One lead on the board; its grip is the drag handle (mouse, touch, or Space then arrows). */
export function PipelineCard({ card, agentName }: PipelineCardProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: card });
  const t = useT();
  const name = cardName(card, t("pipeline.unnamed"));
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={clsx(
        "relative flex gap-1.5 rounded-lg border border-slate-200 bg-white p-2.5 shadow-sm",
        isDragging && "z-10 shadow-lg ring-2 ring-brand-600",
      )}
      data-lead-id={card.id}
    >
      <button
        type="button"
        className="h-fit cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t("pipeline.move", { name })}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="h-4 w-4" aria-hidden="true" />
      </button>
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-1 wrap-break-word">
        <Link
          href={`/leads/${encodeURIComponent(card.id)}`}
          className="font-medium break-words text-brand-700 hover:underline"
        >
          {name}
        </Link>
        <div className="flex flex-wrap items-center gap-1.5">
          <LeadTypeBadge type={card.type} size="sm" />
          {isDoNotContact(card) && <DoNotContactBadge />}
          <WaitingClock since={card.waitingSince} />
        </div>
        {(card.city || agentName) && (
          <p className="text-xs text-slate-600">{[card.city, agentName].filter(Boolean).join(" · ")}</p>
        )}
      </div>
    </li>
  );
}
