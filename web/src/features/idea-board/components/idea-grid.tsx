import type { IdeaView } from '@core/ideas/idea-contracts';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useGridColumns } from '../hooks/use-grid-columns';

/** A row's height before it is measured: a card with its comment box, and the gap under it. */
const ESTIMATED_ROW_PX = 340;
/** Rows kept in the document above and below the window, so that Tab always finds the next card's controls. */
const OVERSCAN_ROWS = 2;
/** The cards of a board the server drew, before React has it: enough to fill a large window. */
const SERVER_DRAWN_CARDS = 12;

type IdeaGridProps = {
  ideas: IdeaView[];
  layout: 'grid' | 'list';
  /** One card, with its key. */
  renderCard: (idea: IdeaView) => ReactNode;
};

/**
 * The board's cards, a row at a time, with only the rows in and near the window in the document (ADR 0035): with
 * 1,000 cards loaded, each key press in a filter and each filter's answer rendered and laid out every card, for
 * 0.4–1.7 s in Chromium. The row holding the focus stays in the document while it is scrolled away, so that
 * keyboard users do not lose their place.
 */
export function IdeaGrid({ ideas, layout, renderCard }: IdeaGridProps) {
  const hydrated = useHydrated();
  const columns = useGridColumns(layout);
  const list = useRef<HTMLDivElement>(null);
  // Where the grid starts in the page (the virtualiser counts from the window's top): the filters above it wrap
  // and the bulk-share bar comes and goes, so it is read again after every render; it sets state only when the
  // offset moved, so it settles at once.
  const [top, setTop] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render, on purpose (above)
  useLayoutEffect(() => {
    const offset = Math.round((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    if (offset === top) return;
    // Read from the page the server drew, it comes with the switch to the virtualiser (a transition, useHydrated):
    // its first rows are then where they belong, with no second render in the same task.
    if (hydrated) setTop(offset);
    else startTransition(() => setTop(offset));
  });
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const keepFocusedRow = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      return focusedRow === null || rows.includes(focusedRow) || focusedRow >= range.count
        ? rows
        : [...rows, focusedRow].sort((a, b) => a - b);
    },
    [focusedRow],
  );
  // Each card's element, made once per list and renderCard: when only the virtualiser draws again (a row measured,
  // the grid moved, the focus), React finds the very same elements and leaves the cards as they are.
  const cardElements = useMemo(() => new Map(ideas.map((idea) => [idea.id, renderCard(idea)])), [ideas, renderCard]);
  const card = (idea: IdeaView) => cardElements.get(idea.id);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(ideas.length / columns),
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    rangeExtractor: keepFocusedRow,
  });
  if (!hydrated) {
    // The server does not know the window (ADR 0038): the first cards are laid out by CSS in the columns
    // useGridColumns counts, and the virtualiser's rows take over once React has the page. Each card in a row of
    // its own, keyed as the virtualiser keys its rows: with one column (a phone), the rows and their cards stay
    // in the document when it takes over, only moved.
    return (
      <div ref={list} className={`grid gap-4 ${layout === 'grid' ? 'md:grid-cols-2 lg:grid-cols-3' : ''}`}>
        {ideas.slice(0, SERVER_DRAWN_CARDS).map((idea, index) => (
          <div key={index} data-index={index}>
            {card(idea)}
          </div>
        ))}
      </div>
    );
  }
  const trackFocus = (event: FocusEvent) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index;
    setFocusedRow(row === undefined ? null : Number(row));
  };

  return (
    <div
      ref={list}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={trackFocus}
      onBlur={() => setFocusedRow(null)}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute inset-x-0 top-0 grid gap-4 pb-4"
          style={{
            transform: `translateY(${row.start - top}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {ideas.slice(row.index * columns, (row.index + 1) * columns).map(card)}
        </div>
      ))}
    </div>
  );
}
