import { useState, type FormEvent } from 'react';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { QueryContent } from '@/components/ui/query-content';
import { SearchField } from '@/components/ui/search-field';
import { messageOf } from '@/lib/api-client';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { NO_ADVISOR_SEARCH } from '@core/tools/advisors-directory/advisors-query-keys';
import { useAdvisorSearch } from '../api/search-advisors';
import { AdvisorCard } from './advisor-card';

/** "Find an advisor": words and tags searched on the server, 20 advisors a page, one's own marked. */
export function AdvisorSearch({ onPublish }: { onPublish: () => void }) {
  const t = useT();
  const said = useSaid();
  const [draft, setDraft] = useState(NO_ADVISOR_SEARCH);
  const [search, setSearch] = useState(NO_ADVISOR_SEARCH);
  const found = useAdvisorSearch(search);
  const isFiltered = Boolean(search.q.trim() || search.expertise.trim() || search.industry.trim());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ ...draft, page: 1 });
  };
  const toPage = (page: number) => setSearch((current) => ({ ...current, page }));

  return (
    <SectionCard title={t({ id: 'advisors.search.title', defaultMessage: 'Find an advisor' })}>
      <form role="search" onSubmit={onSubmit} className="space-y-3">
        <SearchField
          label={t({ id: 'advisors.search.words', defaultMessage: 'Search advisors' })}
          placeholder={t({ id: 'advisors.search.placeholder', defaultMessage: 'Name, expertise, how they help…' })}
          value={draft.q}
          onChange={(q) => setDraft((current) => ({ ...current, q }))}
        />
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <FormField
            label={t({ id: 'advisors.search.expertise', defaultMessage: 'Expertise' })}
            value={draft.expertise}
            onChange={(event) => setDraft((current) => ({ ...current, expertise: event.target.value }))}
          />
          <FormField
            label={t({ id: 'advisors.search.industry', defaultMessage: 'Industry' })}
            value={draft.industry}
            onChange={(event) => setDraft((current) => ({ ...current, industry: event.target.value }))}
          />
          <Button type="submit">{t({ id: 'advisors.search.submit', defaultMessage: 'Search' })}</Button>
        </div>
      </form>
      <div className="mt-4" aria-live="polite">
        {found.isError && found.data === undefined ? (
          <p role="alert" className="text-destructive">
            {said(
              messageOf(
                found.error,
                t({ id: 'advisors.search.failed', defaultMessage: 'The search failed. Please try again.' }),
              ),
            )}
          </p>
        ) : (
          <QueryContent query={found} errorMessage="" skeletonClassName="h-40 w-full">
            {({ advisors, total, page, pageSize }) =>
              advisors.length === 0 ? (
                isFiltered ? (
                  <EmptyState
                    title={t({ id: 'advisors.search.noMatch', defaultMessage: 'No advisors match your search' })}
                    description={t({
                      id: 'advisors.search.noMatchHint',
                      defaultMessage: 'Try fewer words, or another expertise or industry.',
                    })}
                    actions={[
                      {
                        label: t({ id: 'advisors.search.clear', defaultMessage: 'Clear the search' }),
                        onClick: () => {
                          setDraft(NO_ADVISOR_SEARCH);
                          setSearch(NO_ADVISOR_SEARCH);
                        },
                      },
                    ]}
                  />
                ) : (
                  <EmptyState
                    title={t({ id: 'advisors.search.empty', defaultMessage: 'No advisors yet' })}
                    description={t({
                      id: 'advisors.search.emptyHint',
                      defaultMessage: 'Advisors publish their own profiles here. Be the first: publish yours.',
                    })}
                    actions={[
                      {
                        label: t({ id: 'advisors.profile.create', defaultMessage: 'Create your advisor profile' }),
                        onClick: onPublish,
                      },
                    ]}
                  />
                )
              ) : (
                <div className="space-y-3">
                  <p className="text-sm text-muted-foreground">
                    {t(
                      {
                        id: 'advisors.search.total',
                        defaultMessage: '{total, plural, one {# advisor} other {# advisors}}',
                      },
                      { total },
                    )}
                  </p>
                  {advisors.map((advisor) => (
                    <AdvisorCard key={advisor.id} advisor={advisor} />
                  ))}
                  {total > pageSize && (
                    <nav
                      aria-label={t({ id: 'advisors.search.pages', defaultMessage: 'Pages' })}
                      className="flex items-center justify-between gap-2"
                    >
                      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => toPage(page - 1)}>
                        {t({ id: 'advisors.search.previous', defaultMessage: 'Previous' })}
                      </Button>
                      <span className="text-sm">
                        {t(
                          { id: 'advisors.search.page', defaultMessage: 'Page {page} of {pages}' },
                          { page, pages: Math.ceil(total / pageSize) },
                        )}
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={page * pageSize >= total}
                        onClick={() => toPage(page + 1)}
                      >
                        {t({ id: 'advisors.search.next', defaultMessage: 'Next' })}
                      </Button>
                    </nav>
                  )}
                </div>
              )
            }
          </QueryContent>
        )}
      </div>
    </SectionCard>
  );
}
