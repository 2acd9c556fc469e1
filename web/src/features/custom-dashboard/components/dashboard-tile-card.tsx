import type { DashboardTile, TileAnswer } from '@core/dashboard/dashboard-tile';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeft, ArrowRight, GripVertical, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CARD_CLASS } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { useTileWords } from '../hooks/use-tile-words';
import { TileFigureView } from './tile-figure-view';

type DashboardTileCardProps = {
  tile: DashboardTile;
  /** Its answer; undefined while the tiles load (or could not). */
  answer: TileAnswer | undefined;
  isFirst: boolean;
  isLast: boolean;
  /** Moves the tile `by` places (negative: earlier); an arrow key on the handle moves it by a row up or down. */
  onMove: (by: number, opener: HTMLElement) => void;
  /** How many tiles a row holds now (the arrows up and down move by it). */
  rowLength: () => number;
  onRemove: () => void;
};

const KEY_MOVES: Record<string, (row: number) => number> = {
  ArrowLeft: () => -1,
  ArrowRight: () => 1,
  ArrowUp: (row) => -row,
  ArrowDown: (row) => row,
};

/** One tile: its title, figure (or its tool's 'no data yet'), a link to the tool, and its handle, moves and removal. */
export function DashboardTileCard({
  tile,
  answer,
  isFirst,
  isLast,
  onMove,
  rowLength,
  onRemove,
}: DashboardTileCardProps) {
  const t = useT();
  const { toolName } = useToolText();
  const say = useTileWords();
  const title = say(tile.title);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: tile.toolId });
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    onMove(move(rowLength()), event.currentTarget);
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(CARD_CLASS, 'flex min-w-0 flex-col gap-3 p-4', isDragging && 'relative z-10 opacity-80 shadow-lg')}
      data-testid={`tile-${tile.toolId}`}
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          className="-ml-1 mt-0.5 cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t({ id: 'customDashboard.tile.handle', defaultMessage: 'Move {title}' }, { title })}
          {...attributes}
          {...listeners}
          onKeyDown={onHandleKey}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <h2 className="min-w-0 flex-1 text-sm font-medium">{title}</h2>
        <IconButton
          label={t({ id: 'customDashboard.tile.earlier', defaultMessage: 'Move {title} earlier' }, { title })}
          icon={ArrowLeft}
          disabled={isFirst}
          onClick={(event) => onMove(-1, event.currentTarget)}
        />
        <IconButton
          label={t({ id: 'customDashboard.tile.later', defaultMessage: 'Move {title} later' }, { title })}
          icon={ArrowRight}
          disabled={isLast}
          onClick={(event) => onMove(1, event.currentTarget)}
        />
        <IconButton
          label={t({ id: 'customDashboard.tile.remove', defaultMessage: 'Remove {title}' }, { title })}
          icon={X}
          onClick={onRemove}
        />
      </div>
      <div className="flex-1">
        {answer === undefined ? (
          <Skeleton className="h-16" />
        ) : answer.figure ? (
          <TileFigureView figure={answer.figure} />
        ) : (
          <p className="text-sm text-muted-foreground">{say(tile.empty)}</p>
        )}
      </div>
      <Link
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        to={paths.tool.getHref(tile.toolId)}
      >
        {t({ id: 'customDashboard.tile.open', defaultMessage: 'Open {tool}' }, { tool: toolName(tile.toolId) })}
      </Link>
    </li>
  );
}
