import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Arrow keys move a picked-up card a whole column at a time (left and right; up and down on a phone's stacked
 * columns): to the middle of the next column's top, which is where the board's collision check finds it.
 */
export const columnByColumn: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const forward = event.code === 'ArrowRight' || event.code === 'ArrowDown';
  const backward = event.code === 'ArrowLeft' || event.code === 'ArrowUp';
  if (!forward && !backward) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.values()].sort((a, b) => a.top - b.top || a.left - b.left);
  const { x, y } = currentCoordinates;
  const current = columns.findIndex(
    (rect) => x >= rect.left && x <= rect.left + rect.width && y >= rect.top && y <= rect.top + rect.height,
  );
  const next = columns[Math.min(Math.max((current === -1 ? 0 : current) + (forward ? 1 : -1), 0), columns.length - 1)];
  return next ? { x: next.left + next.width / 2, y: next.top + 24 } : undefined;
};
