import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

export type SortDirection = 'descending' | 'ascending';

/**
 * A column header that sorts the table by its column: a button (Enter or Space) in a header whose aria-sort says how
 * the table is sorted now.
 */
export function SortHeader({
  label,
  sort,
  onSort,
}: {
  label: string;
  sort: SortDirection | 'none';
  onSort: () => void;
}) {
  const Icon = sort === 'descending' ? ArrowDown : sort === 'ascending' ? ArrowUp : ArrowUpDown;
  return (
    <th scope="col" aria-sort={sort} className="hidden w-24 py-2 text-right font-medium sm:table-cell">
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded-sm px-1 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}
