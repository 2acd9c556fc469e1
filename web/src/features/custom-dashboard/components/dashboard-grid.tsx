import type { TileAnswer } from '@core/dashboard/dashboard-tile';
import { findTile } from '@core/tools/tool-tiles';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { useRef } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { droppedTile, movedTile } from '../hooks/tile-moves';
import { DashboardTileCard } from './dashboard-tile-card';

type DashboardGridProps = {
  tiles: readonly string[];
  answers: readonly TileAnswer[] | undefined;
  onArrange: (tiles: string[], moved: string) => void;
  onRemove: (tile: string) => void;
};

/** Focus back on what moved a tile once it has moved (a disabled button at an end hands it to the tile's handle). */
function refocus(opener: HTMLElement) {
  requestAnimationFrame(() => {
    const target =
      opener instanceof HTMLButtonElement && opener.disabled ? opener.closest('li')?.querySelector('button') : opener;
    target?.focus();
  });
}

/**
 * The tiles in a grid (ADR 0111): one column on a phone, two, then three. A tile moves by its drag handle (a pointer)
 * or by its buttons and the arrow keys on its handle (left and right one place, up and down a row).
 */
export function DashboardGrid({ tiles, answers, onArrange, onRemove }: DashboardGridProps) {
  const t = useT();
  const grid = useRef<HTMLUListElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const shown = tiles.flatMap((id) => {
    const tile = findTile(id);
    return tile ? [tile] : [];
  });
  const rowLength = () =>
    grid.current ? getComputedStyle(grid.current).gridTemplateColumns.split(' ').filter(Boolean).length : 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      onArrange(droppedTile(tiles, String(active.id), String(over.id)), String(active.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: t({
            id: 'customDashboard.drag.instructions',
            defaultMessage:
              'Use the arrow keys to move this tile: left and right by one place, up and down by a row. Or drag it.',
          }),
        },
      }}
    >
      <SortableContext items={shown.map((tile) => tile.toolId)} strategy={rectSortingStrategy}>
        <ul ref={grid} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((tile, index) => (
            <DashboardTileCard
              key={tile.toolId}
              tile={tile}
              answer={answers?.find((answer) => answer.toolId === tile.toolId)}
              isFirst={index === 0}
              isLast={index === shown.length - 1}
              rowLength={rowLength}
              onMove={(by, opener) => {
                const moved = movedTile(tiles, tile.toolId, by);
                if (moved.indexOf(tile.toolId) === index) return;
                onArrange(moved, tile.toolId);
                refocus(opener);
              }}
              onRemove={() => onRemove(tile.toolId)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
