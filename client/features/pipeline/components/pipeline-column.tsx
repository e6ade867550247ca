import { useDroppable } from "@dnd-kit/core";
import { clsx } from "clsx";
import type { PipelineBoard } from "../../../../contract/pipeline";
import { stageLabels } from "../../../../contract/pipeline";
import { PipelineCard } from "./pipeline-card";

export interface PipelineColumnProps {
  column: PipelineBoard["columns"][number];
  agentNames: Map<number, string>;
}

/** One stage: a drop target listing its newest cards. */
export function PipelineColumn({ column, agentNames }: PipelineColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const label = stageLabels[column.stage];
  const headingId = `stage-${column.stage}`;
  const count = column.count > 1000 ? "1,000+" : column.count.toLocaleString("en-CA");
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={column.stage}
      className={clsx(
        "flex w-64 shrink-0 flex-col rounded-xl border bg-slate-100 p-2",
        isOver ? "border-brand-600 bg-brand-50" : "border-slate-200",
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 py-1 text-sm font-semibold text-slate-800">
        {label}
        <span className="rounded-full bg-white px-2 text-xs font-medium text-slate-600">
          <span className="sr-only">leads: </span>
          {count}
        </span>
      </h2>
      <ul className="mt-1 grid min-h-24 content-start gap-2">
        {column.cards.map((card) => (
          <PipelineCard
            key={card.id}
            card={card}
            agentName={card.agentId ? (agentNames.get(card.agentId) ?? null) : null}
          />
        ))}
      </ul>
      {column.cards.length === 0 && <p className="px-1 py-2 text-xs text-slate-500">No leads</p>}
      {column.count > column.cards.length && (
        <p className="px-1 pt-2 text-xs text-slate-500">Showing the newest {column.cards.length}</p>
      )}
    </section>
  );
}
