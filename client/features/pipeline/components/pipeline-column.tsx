import { useDroppable } from "@dnd-kit/core";
import { clsx } from "clsx";
import type { PipelineBoard } from "../../../../contract/pipeline";
import { useLocale, useT } from "../../../i18n/use-t";
import { PipelineCard } from "./pipeline-card";

export interface PipelineColumnProps {
  column: PipelineBoard["columns"][number];
  agentNames: Map<number, string>;
  /** An empty stage drawn as a narrow strip (still a drop target). */
  collapsed?: boolean;
}

/** One stage: a drop target listing its newest cards. */
export function PipelineColumn({ column, agentNames, collapsed = false }: PipelineColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const t = useT();
  const locale = useLocale();
  const label = t(`staff.stage.${column.stage}`);
  const headingId = `stage-${column.stage}`;
  const count = column.count > 1000 ? `${(1000).toLocaleString(locale)}+` : column.count.toLocaleString(locale);
  if (collapsed) {
    return (
      <section
        ref={setNodeRef}
        aria-labelledby={headingId}
        data-stage={column.stage}
        data-collapsed="true"
        className={clsx(
          "flex w-11 flex-none flex-col items-center rounded-xl border bg-slate-100 py-2",
          isOver ? "border-brand-600 bg-brand-50" : "border-slate-200",
        )}
      >
        <h2
          id={headingId}
          className="flex items-center gap-2 text-sm font-semibold text-slate-700 [writing-mode:vertical-rl]"
        >
          {label}
          <span className="rounded-full bg-white py-2 text-xs font-medium text-slate-600">
            <span className="sr-only">{t("pipeline.countPrefix")}</span>
            {count}
          </span>
        </h2>
      </section>
    );
  }
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={column.stage}
      className={clsx(
        // Nine stages side by side at 1440 px (decision 033); narrower screens wrap them.
        "flex min-w-36 flex-1 basis-36 flex-col rounded-xl border bg-slate-100 p-2",
        isOver ? "border-brand-600 bg-brand-50" : "border-slate-200",
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 py-1 text-sm font-semibold text-slate-800">
        {label}
        <span className="rounded-full bg-white px-2 text-xs font-medium text-slate-600">
          <span className="sr-only">{t("pipeline.countPrefix")}</span>
          {count}
        </span>
      </h2>
      <ul className="mt-1 grid min-h-24 grid-cols-1 content-start gap-2">
        {column.cards.map((card) => (
          <PipelineCard
            key={card.id}
            card={card}
            agentName={card.agentId ? (agentNames.get(card.agentId) ?? null) : null}
          />
        ))}
      </ul>
      {column.cards.length === 0 && <p className="px-1 py-2 text-xs text-slate-500">{t("pipeline.noLeads")}</p>}
      {column.count > column.cards.length && (
        <p className="px-1 pt-2 text-xs text-slate-500">
          {t("pipeline.newest", { count: String(column.cards.length) })}
        </p>
      )}
    </section>
  );
}
