import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { EMPTY_FILTERS, type BoardFilterValues } from '../api/get-board';

type BoardFiltersProps = {
  filters: BoardFilterValues;
  onChange: (filters: BoardFilterValues) => void;
  /** Tags and categories to offer as chips (from the ideas loaded). */
  chips: string[];
  bulkMode: boolean | null;
  onToggleBulkMode: () => void;
};

const PRIORITIES = [
  { value: 'all', label: 'All priorities' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const;

/** Search, priority, tag/category chips, clear filters, and the bulk-share toggle. */
export function BoardFilters({ filters, onChange, chips, bulkMode, onToggleBulkMode }: BoardFiltersProps) {
  const isFiltered = filters.search !== '' || filters.priority !== 'all' || filters.tags.length > 0;
  const toggleTag = (tag: string) =>
    onChange({ ...filters, tags: filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag] });

  return (
    <div className="space-y-3" role="search" aria-label="Filter ideas">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-48 flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search ideas"
            placeholder="Search ideas…"
            className="pl-9"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
          />
        </div>
        <NativeSelect
          aria-label="Priority"
          value={filters.priority}
          onChange={(event) => onChange({ ...filters, priority: event.target.value as BoardFilterValues['priority'] })}
        >
          {PRIORITIES.map((priority) => (
            <option key={priority.value} value={priority.value}>
              {priority.label}
            </option>
          ))}
        </NativeSelect>
        {isFiltered && (
          <Button variant="ghost" onClick={() => onChange(EMPTY_FILTERS)}>
            <X className="size-4" aria-hidden="true" /> Clear filters
          </Button>
        )}
        {bulkMode !== null && (
          <Button variant={bulkMode ? 'primary' : 'outline'} aria-pressed={bulkMode} onClick={onToggleBulkMode}>
            Select to share
          </Button>
        )}
      </div>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Filter by tag or category">
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
                    active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-muted',
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
