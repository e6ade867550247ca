import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { ArrowLeft } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import type { User } from "../../../../contract/auth";
import { displayName } from "../../../../contract/auth";
import { type PipelineCard, type PipelineStage, stageLabels } from "../../../../contract/pipeline";
import { LiveStatus } from "../../../components/live-status";
import { Button } from "../../../components/ui/button";
import { useLiveEvents } from "../../../lib/live-events";
import { useAgents } from "../api/get-agents";
import { type PipelineFilter, usePipeline } from "../api/get-pipeline";
import { useMoveStage } from "../api/move-stage";
import { columnKeyboardCoordinates, resetKeyboardColumn } from "../utils/column-keyboard";
import { cardName } from "./pipeline-card";
import { PipelineColumn } from "./pipeline-column";

export interface PipelinePageProps {
  user: User;
}

// The pointer decides where a mouse drop lands; a keyboard drag has no pointer and uses the card's box.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

const nameOf = (data: unknown) => cardName((data ?? {}) as PipelineCard);
const stageOf = (id: unknown) => stageLabels[id as PipelineStage] ?? String(id);

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${nameOf(active.data.current)}. Arrow Right and Arrow Left move it between stages; Space drops it, Escape cancels.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${nameOf(active.data.current)} is over ${stageOf(over.id)}.`
      : `${nameOf(active.data.current)} is not over a stage.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${nameOf(active.data.current)} was moved to ${stageOf(over.id)}.`
      : `${nameOf(active.data.current)} was dropped.`,
  onDragCancel: ({ active }) => `Moving ${nameOf(active.data.current)} was cancelled.`,
};

const selectClass =
  "h-10 rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** /pipeline: a column per stage, cards dragged between them, live like the dashboard (issue 20). */
export function PipelinePage({ user }: PipelinePageProps) {
  const { live } = useLiveEvents();
  const [filter, setFilter] = useState<PipelineFilter>({ agent: "", type: "" });
  const board = usePipeline(filter, live);
  const agents = useAgents(user);
  const move = useMoveStage();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Instant scrolling: a smooth scroll still running at the next key press would lose part of that move.
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: "auto" }),
  );
  const agentNames = useMemo(() => {
    const names = new Map<number, string>((agents.data ?? []).map((a) => [a.id, a.fullName]));
    names.set(user.id, displayName(user));
    return names;
  }, [agents.data, user]);
  const manager = user.role === "admin" || user.role === "manager";

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const card = active.data.current as PipelineCard | undefined;
    if (!over || !card || over.id === card.stage) return;
    move.mutate({ leadId: card.id, stage: over.id as PipelineStage });
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-[100rem] flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link
            href="/dashboard"
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
          <LiveStatus live={live} />
        </div>
      </header>
      <main className="mx-auto grid max-w-[100rem] gap-4 px-4 py-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-2xl font-bold">Pipeline</h1>
          <div className="flex flex-wrap gap-3">
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              Agent
              <select
                className={selectClass}
                value={filter.agent}
                onChange={(e) => setFilter((f) => ({ ...f, agent: e.target.value }))}
              >
                <option value="">Everyone</option>
                {!manager && <option value={String(user.id)}>My leads</option>}
                {(agents.data ?? [])
                  .filter((a) => a.isActive)
                  .map((a) => (
                    <option key={a.id} value={String(a.id)}>
                      {a.fullName}
                    </option>
                  ))}
                <option value="unassigned">Not assigned</option>
              </select>
            </label>
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              Type
              <select
                className={selectClass}
                value={filter.type}
                onChange={(e) => setFilter((f) => ({ ...f, type: e.target.value as PipelineFilter["type"] }))}
              >
                <option value="">All types</option>
                <option value="cash">Cash Offer</option>
                <option value="realtor">Realtor Service</option>
              </select>
            </label>
          </div>
        </div>
        <p className="text-sm text-slate-600">
          Drag a card by its grip to another stage, or focus the grip, press Space, move with Arrow Right or Arrow Left
          and press Space again.
        </p>
        {board.isPending ? (
          <p className="py-16 text-center text-slate-500">Loading pipeline...</p>
        ) : board.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 py-16 text-center">
            <p className="text-slate-700">We couldn't load the pipeline.</p>
            <Button onClick={() => void board.refetch()}>Try again</Button>
          </div>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={collision}
            onDragEnd={(event) => {
              resetKeyboardColumn();
              handleDragEnd(event);
            }}
            onDragCancel={resetKeyboardColumn}
            accessibility={{ announcements }}
          >
            {/* Columns wrap instead of scrolling sideways: a keyboard drag then never scrolls the board
                under the card, which lost moves when the machine was busy. */}
            <div className="flex flex-wrap gap-3 pb-4">
              {board.data.columns.map((column) => (
                <PipelineColumn key={column.stage} column={column} agentNames={agentNames} />
              ))}
            </div>
          </DndContext>
        )}
      </main>
    </div>
  );
}
