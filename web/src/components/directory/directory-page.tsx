import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import { facetTag } from '@core/directories/directory-definition';
import type { ToolId } from '@core/tools/tool-catalogue';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { ToolPage } from '@/components/tool-page';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { directorySearchQueryOptions } from '@/lib/directories/directory-search-query';
import { useDirectoryAddress } from '@/lib/directories/use-directory-address';
import { useT } from '@/lib/i18n/use-t';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOnPop } from '@/lib/app-history';
import { CommunityEntryCard } from './community-entry-card';
import { DirectoryContext } from './directory-context';
import { DirectoryPager } from './directory-pager';
import { SuggestEntryDialog } from './suggest-entry-dialog';
import { WaitingSuggestions } from './waiting-suggestions';

/**
 * A way to filter the directory, as the page names it: its key, its label, its values and each value's words (a
 * message, or words already in the page's language: a month's name).
 */
export type DirectoryFacetChoice = {
  key: string;
  label: string;
  values: readonly string[];
  labels: Readonly<Record<string, MessageDescriptor | string>>;
};

type DirectoryPageProps<Fields> = {
  /** The directory's tool: its page's heading and its entries' API. */
  toolId: ToolId;
  /** What the page adds under its description (a disclaimer). */
  headerExtras?: ReactNode;
  /** What the page shows above its search: the user's own list of what they follow in the directory. */
  lead?: ReactNode;
  /** The search field's label ('Search investors'). */
  searchLabel: string;
  facets: readonly DirectoryFacetChoice[];
  /** One entry as the directory draws it: its own fields. */
  renderEntry: (entry: DirectoryEntryView<Fields>) => ReactNode;
};

/**
 * A directory tool's page (ADR 0096): words, filters as toggle buttons (any value of one filter, every filter), pages
 * of 20 from the server, all in the address. The list stays, dimmed, while the next answer comes.
 */
export function DirectoryPage<Fields>({
  toolId,
  headerExtras,
  lead,
  searchLabel,
  facets,
  renderEntry,
}: DirectoryPageProps<Fields>) {
  const t = useT();
  const [search, change] = useDirectoryAddress();
  const [typed, setTyped] = useState(search.q);
  const settled = useDebouncedValue(typed, 250);
  useEffect(() => {
    if (settled !== search.q) change({ q: settled });
    // Only the words settling writes the address; a Back that changes it is read below, not undone here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  // Words the address gets from elsewhere (Back, a link opened in the page) replace what the field holds. Back is
  // heard as it happens: the page may not have drawn the words this field wrote before it, so that the words Back
  // brings are the ones it last drew.
  useOnPop(({ search: query }) => setTyped(new URLSearchParams(query).get('q') ?? ''));
  const [addressWords, setAddressWords] = useState(search.q);
  if (search.q !== addressWords) {
    setAddressWords(search.q);
    if (search.q !== settled) setTyped(search.q);
  }
  const query = useQuery(directorySearchQueryOptions<Fields>(toolId, search));
  const toggle = (tag: string) =>
    change(({ facets }) => ({
      facets: facets.includes(tag) ? facets.filter((each) => each !== tag) : [...facets, tag],
    }));
  const results = query.data;
  const [isSuggesting, setSuggesting] = useState(false);
  return (
    <DirectoryContext.Provider value={toolId}>
      <ToolPage toolId={toolId} headerExtras={headerExtras} width="5xl">
        {lead}
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <SearchField label={searchLabel} value={typed} onChange={setTyped} />
          </div>
          <Button variant="outline" onClick={() => setSuggesting(true)}>
            {t({ id: 'directory.suggest.open', defaultMessage: 'Suggest an entry' })}
          </Button>
        </div>
        {isSuggesting && <SuggestEntryDialog directory={toolId} facets={facets} onClose={() => setSuggesting(false)} />}
        {facets.map((facet) => (
          <div key={facet.key} role="group" aria-label={facet.label} className="flex flex-wrap items-center gap-2">
            <span aria-hidden="true" className="text-sm font-medium">
              {facet.label}
            </span>
            {facet.values.map((value) => {
              const tag = facetTag(facet.key, value);
              const label = facet.labels[value]!;
              const chosen = search.facets.includes(tag);
              return (
                <Button
                  key={value}
                  size="sm"
                  variant={chosen ? 'primary' : 'outline'}
                  aria-pressed={chosen}
                  onClick={() => toggle(tag)}
                >
                  {typeof label === 'string' ? label : t(label)}
                </Button>
              );
            })}
          </div>
        ))}
        <p role="status" className="text-sm text-muted-foreground">
          {results &&
            (results.total === 0
              ? t({
                  id: 'directory.none',
                  defaultMessage: 'Nothing matches these words and filters. Try fewer words, or clear a filter.',
                })
              : t(
                  { id: 'directory.count', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
                  { count: results.total },
                ))}
        </p>
        {query.isError && !results ? (
          <p role="alert" className="text-destructive">
            {t({ id: 'directory.loadFailed', defaultMessage: 'The directory could not be loaded. Please try again.' })}
          </p>
        ) : !results ? (
          <Skeleton className="h-64 w-full" />
        ) : (
          <div aria-busy={query.isPlaceholderData} className={cn('space-y-4', query.isPlaceholderData && 'opacity-60')}>
            <ul className="grid gap-3 md:grid-cols-2">
              {results.entries.map((entry) => (
                <li key={entry.slug}>
                  {entry.community ? <CommunityEntryCard directory={toolId} entry={entry} /> : renderEntry(entry)}
                </li>
              ))}
            </ul>
            <DirectoryPager
              page={results.page}
              pageSize={results.pageSize}
              total={results.total}
              onPage={(page) => change({ page })}
            />
          </div>
        )}
        <WaitingSuggestions directory={toolId} />
      </ToolPage>
    </DirectoryContext.Provider>
  );
}
