import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * Keyboard dragging between board columns: Arrow Right / Left jump the card to the next / previous
 * column (dnd-kit's default moves 25 px a press, a dozen presses per column). Other keys do nothing.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (event.code !== "ArrowRight" && event.code !== "ArrowLeft") return undefined;
  const { collisionRect, droppableRects } = context;
  if (!collisionRect) return undefined;
  event.preventDefault();
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  if (columns.length === 0) return undefined;
  const centre = collisionRect.left + collisionRect.width / 2;
  let index = columns.findIndex((r) => centre >= r.left && centre <= r.left + r.width);
  if (index === -1) {
    const distances = columns.map((r) => Math.abs(r.left + r.width / 2 - centre));
    index = distances.indexOf(Math.min(...distances));
  }
  const target = columns[index + (event.code === "ArrowRight" ? 1 : -1)];
  if (!target) return currentCoordinates;
  return {
    x: currentCoordinates.x + (target.left - collisionRect.left) + (target.width - collisionRect.width) / 2,
    y: currentCoordinates.y + (target.top - collisionRect.top) + 56,
  };
};
