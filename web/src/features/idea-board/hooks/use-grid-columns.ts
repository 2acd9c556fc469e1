import { useBrowserValue } from '@/lib/use-browser-value';

/** Tailwind's lg and md breakpoints: the board's grid had 3 columns from lg, 2 from md, 1 below. */
const WIDTHS = [
  ['(min-width: 64rem)', 3],
  ['(min-width: 48rem)', 2],
] as const;

function subscribe(onChange: () => void) {
  const lists = WIDTHS.map(([query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

const columnsForWidth = () => WIDTHS.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1;

/**
 * How many cards a row of the board holds: the grid's columns at this window width, one in the list layout. In
 * script, not CSS, because the board is laid out a row at a time (IdeaGrid).
 */
export function useGridColumns(layout: 'grid' | 'list'): number {
  // One column on the server and while the board hydrates, then the window's (ADR 0120).
  const columns = useBrowserValue(columnsForWidth, 1, subscribe);
  return layout === 'list' ? 1 : columns;
}
