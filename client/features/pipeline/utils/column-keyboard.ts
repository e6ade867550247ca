import type { KeyboardCoordinateGetter, UniqueIdentifier } from "@dnd-kit/core";
import { type PipelineStage, pipelineStages } from "../../../../contract/pipeline";

/** The stage a keyboard drag is heading for, kept here because dnd-kit's `over` lags quick key presses. */
let heading: { id: UniqueIdentifier; stage: PipelineStage } | null = null;

/**
 * Forget the keyboard drag's column. Called when a drag ends or is cancelled: not when one starts, since
 * dnd-kit reports the start after the first key press may already have moved the card.
 */
export function resetKeyboardColumn(): void {
  heading = null;
}

/**
 * Keyboard dragging between board columns: Arrow Right / Left jump the card to the next / previous
 * stage (dnd-kit's default moves 25 px a press, a dozen presses per column). The column is counted here
 * from the card's own stage, press by press, and the move is the distance between the two columns'
 * boxes measured at pick-up, so quick presses neither skip nor repeat a column. Other keys do nothing.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (event.code !== "ArrowRight" && event.code !== "ArrowLeft") return undefined;
  const { droppableRects, active } = context;
  if (!active) return undefined;
  event.preventDefault();
  const own = (active.data.current as { stage?: PipelineStage } | undefined)?.stage;
  const current = heading?.id === active.id ? heading.stage : own;
  if (!current) return currentCoordinates;
  const next = pipelineStages[pipelineStages.indexOf(current) + (event.code === "ArrowRight" ? 1 : -1)];
  const from = droppableRects.get(current);
  const to = next ? droppableRects.get(next) : undefined;
  if (!next || !from || !to) return currentCoordinates;
  heading = { id: active.id, stage: next };
  return { x: currentCoordinates.x + (to.left - from.left), y: currentCoordinates.y + (to.top - from.top) };
};
