import type { Priority } from '@core/ideas/idea-contracts';
import { Search, X } from 'lucide-react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { EMPTY_FILTERS, type BoardFilterValues } from '../api/board-query-key';

type BoardFiltersProps = {
  filters: BoardFilterValues;
  onChange: (filters: BoardFilterValues) => void;
  /** Tags and categories to offer as chips (from the ideas loaded). */
  chips: string[];
  bulkMode: boolean | null;
  onToggleBulkMode: () => void;
};

/** A priority as the user reads it (the stored value stays 'high', 'medium' or 'low'); the new-idea form says them too. */
export const PRIORITY_LABELS: Record<Priority, MessageDescriptor> = defineMessages({
  high: { id: 'ideaBoard.priority.high', defaultMessage: 'High' },
  medium: { id: 'ideaBoard.priority.medium', defaultMessage: 'Medium' },
  low: { id: 'ideaBoard.priority.low', defaultMessage: 'Low' },
});

export const filterMessages = defineMessages({
  allPriorities: { id: 'ideaBoard.filters.allPriorities', defaultMessage: 'All priorities' },
  clearFilters: { id: 'ideaBoard.filters.clearFilters', defaultMessage: 'Clear filters' },
});

const PRIORITIES: readonly { value: BoardFilterValues['priority']; label: MessageDescriptor }[] = [
  { value: 'all', label: filterMessages.allPriorities },
  { value: 'high', label: PRIORITY_LABELS.high },
  { value: 'medium', label: PRIORITY_LABELS.medium },
  { value: 'low', label: PRIORITY_LABELS.low },
];

/** Search, priority, tag/category chips, clear filters, and the bulk-share toggle. */
export function BoardFilters({ filters, onChange, chips, bulkMode, onToggleBulkMode }: BoardFiltersProps) {
  const t = useT();
  const isFiltered = filters.search !== '' || filters.priority !== 'all' || filters.tags.length > 0;
  const toggleTag = (tag: string) =>
    onChange({
      ...filters,
      tags: filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag],
    });

  return (
    <div
      className="space-y-3"
      role="search"
      aria-label={t({ id: 'ideaBoard.filters.label', defaultMessage: 'Filter ideas' })}
    >
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-48 flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t({ id: 'ideaBoard.filters.searchLabel', defaultMessage: 'Search ideas' })}
            placeholder={t({ id: 'ideaBoard.filters.searchPlaceholder', defaultMessage: 'Search ideas…' })}
            className="pl-9"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
          />
        </div>
        <NativeSelect
          aria-label={t({ id: 'ideaBoard.filters.priority', defaultMessage: 'Priority' })}
          value={filters.priority}
          onChange={(event) => onChange({ ...filters, priority: event.target.value as BoardFilterValues['priority'] })}
        >
          {PRIORITIES.map((priority) => (
            <option key={priority.value} value={priority.value}>
              {t(priority.label)}
            </option>
          ))}
        </NativeSelect>
        {isFiltered && (
          <Button variant="ghost" onClick={() => onChange(EMPTY_FILTERS)}>
            <X className="size-4" aria-hidden="true" /> {t(filterMessages.clearFilters)}
          </Button>
        )}
        {bulkMode !== null && (
          <Button variant={bulkMode ? 'primary' : 'outline'} aria-pressed={bulkMode} onClick={onToggleBulkMode}>
            {t({ id: 'ideaBoard.filters.selectToShare', defaultMessage: 'Select to share' })}
          </Button>
        )}
      </div>
      {chips.length > 0 && (
        <ul
          className="flex flex-wrap gap-2"
          aria-label={t({ id: 'ideaBoard.filters.chipsLabel', defaultMessage: 'Filter by tag or category' })}
        >
          {chips.map((chip) => {
            const active = filters.tags.includes(chip);
            return (
              <li key={chip}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => toggleTag(chip)}
                  className={cn(
                    'rounded-full border px-3 py-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    active
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-background hover:bg-muted',
                  )}
                >
                  {chip}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
