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
import { type PipelineCard, type PipelineStage, pipelineStages } from "../../../../contract/pipeline";
import { LiveStatus } from "../../../components/live-status";
import { StaffLanguageSwitch } from "../../../components/staff-language-switch";
import { Button } from "../../../components/ui/button";
import { type Translate, useT } from "../../../i18n/use-t";
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

/** What a screen reader hears while a card is dragged, in the active language. */
function announcementsIn(t: Translate): Announcements {
  const nameOf = (data: unknown) => cardName((data ?? {}) as PipelineCard, t("pipeline.unnamed"));
  const stageOf = (id: unknown) =>
    (pipelineStages as readonly unknown[]).includes(id) ? t(`staff.stage.${id as PipelineStage}`) : String(id);
  return {
    onDragStart: ({ active }) => t("pipeline.drag.start", { name: nameOf(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? t("pipeline.drag.over", { name: nameOf(active.data.current), stage: stageOf(over.id) })
        : t("pipeline.drag.notOver", { name: nameOf(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t("pipeline.drag.moved", { name: nameOf(active.data.current), stage: stageOf(over.id) })
        : t("pipeline.drag.dropped", { name: nameOf(active.data.current) }),
    onDragCancel: ({ active }) => t("pipeline.drag.cancelled", { name: nameOf(active.data.current) }),
  };
}

const selectClass =
  "h-10 rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** /pipeline: a column per stage, cards dragged between them, live like the dashboard (decision 019). */
export function PipelinePage({ user }: PipelinePageProps) {
  const t = useT();
  const announcements = announcementsIn(t);
  const { live } = useLiveEvents();
  const [filter, setFilter] = useState<PipelineFilter>({ agent: "", type: "" });
  const [collapseEmpty, setCollapseEmpty] = useState(false);
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
            {t("pipeline.backToDashboard")}
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <LiveStatus live={live} />
            <StaffLanguageSwitch signedIn />
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-[100rem] grid-cols-1 gap-4 px-4 py-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-2xl font-bold">{t("pipeline.title")}</h1>
          <div className="flex flex-wrap gap-3">
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              {t("pipeline.filter.agent")}
              <select
                className={selectClass}
                value={filter.agent}
                onChange={(e) => setFilter((f) => ({ ...f, agent: e.target.value }))}
              >
                <option value="">{t("pipeline.filter.everyone")}</option>
                {!manager && <option value={String(user.id)}>{t("pipeline.filter.mine")}</option>}
                {(agents.data ?? [])
                  .filter((a) => a.isActive)
                  .map((a) => (
                    <option key={a.id} value={String(a.id)}>
                      {a.fullName}
                    </option>
                  ))}
                <option value="unassigned">{t("pipeline.filter.unassigned")}</option>
              </select>
            </label>
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              {t("pipeline.filter.type")}
              <select
                className={selectClass}
                value={filter.type}
                onChange={(e) => setFilter((f) => ({ ...f, type: e.target.value as PipelineFilter["type"] }))}
              >
                <option value="">{t("pipeline.filter.allTypes")}</option>
                <option value="cash">{t("staff.leadType.cash")}</option>
                <option value="realtor">{t("staff.leadType.realtor")}</option>
              </select>
            </label>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{t("pipeline.help")}</p>
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={collapseEmpty}
              onChange={(e) => setCollapseEmpty(e.target.checked)}
              className="h-4 w-4 accent-brand-700"
            />
            {t("pipeline.collapseEmpty")}
          </label>
        </div>
        {board.isPending ? (
          <p className="py-16 text-center text-slate-500">{t("pipeline.loading")}</p>
        ) : board.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 py-16 text-center">
            <p className="text-slate-700">{t("pipeline.failed")}</p>
            <Button onClick={() => void board.refetch()}>{t("common.tryAgain")}</Button>
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
                under the card, which lost moves when the machine was busy. They share the width, so the
                nine stages sit in one row at 1440 px; empty ones can shrink to strips (decision 033). */}
            <div className="flex flex-wrap gap-3 pb-4">
              {board.data.columns.map((column) => (
                <PipelineColumn
                  key={column.stage}
                  column={column}
                  agentNames={agentNames}
                  collapsed={collapseEmpty && column.count === 0}
                />
              ))}
            </div>
          </DndContext>
        )}
      </main>
    </div>
  );
}
