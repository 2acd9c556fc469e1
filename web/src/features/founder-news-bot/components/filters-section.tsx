import type { NewsSettings } from '@core/tools/founder-news-bot/news-feeds';
import { useState, type FormEvent } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { SwitchField } from '@/components/ui/switch';
import { ApiError, messageOf } from '@/lib/api-client';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useNewsSettings } from '../api/get-news-settings';
import { useSaveNewsSettings } from '../api/save-news-settings';

/** Words typed with commas between them, as a list (blanks dropped). */
const wordsOf = (typed: string) =>
  typed
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

/** The keyword filters and the daily digest, as the founder saved them. */
export function FiltersSection() {
  const t = useT();
  const settings = useNewsSettings();
  return (
    <SectionCard title={t({ id: 'newsBot.filters.title', defaultMessage: 'Filters and digest' })}>
      {settings.isPending ? (
        <Skeleton className="h-32" />
      ) : settings.isError ? (
        <p role="alert" className="text-destructive">
          {t({
            id: 'newsBot.filters.loadFailed',
            defaultMessage: 'Your filters could not be loaded. Please reload the page.',
          })}
        </p>
      ) : (
        <FiltersForm saved={settings.data} />
      )}
    </SectionCard>
  );
}

function FiltersForm({ saved }: { saved: NewsSettings }) {
  const t = useT();
  const said = useSaid();
  const [include, setInclude] = useState(saved.include.join(', '));
  const [exclude, setExclude] = useState(saved.exclude.join(', '));
  const saveFilters = useSaveNewsSettings();
  const saveDigest = useSaveNewsSettings();
  const issueAt = (field: 'include' | 'exclude') => {
    const issue =
      saveFilters.error instanceof ApiError
        ? saveFilters.error.issues.find(({ path }) => path === field || path.startsWith(`${field}.`))
        : undefined;
    return issue && said(issue.message);
  };
  const failed = t({ id: 'newsBot.filters.saveFailed', defaultMessage: 'Your choice could not be saved. Try again.' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saveFilters.mutate({ include: wordsOf(include), exclude: wordsOf(exclude), digest: saved.digest });
  };

  return (
    <div className="space-y-4">
      <form className="space-y-3" onSubmit={onSubmit} noValidate>
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'newsBot.filters.explain',
            defaultMessage:
              'Separate words with commas. With words to look for, an item shows when its title or summary has one of them; an item with a word to leave out never shows. Saved items always show.',
          })}
        </p>
        <FormField
          label={t({ id: 'newsBot.filters.include', defaultMessage: 'Words to look for' })}
          name="include"
          placeholder={t({ id: 'newsBot.filters.includeExample', defaultMessage: 'raises, funding, seed' })}
          value={include}
          onChange={(event) => setInclude(event.target.value)}
          error={issueAt('include')}
        />
        <FormField
          label={t({ id: 'newsBot.filters.exclude', defaultMessage: 'Words to leave out' })}
          name="exclude"
          placeholder={t({ id: 'newsBot.filters.excludeExample', defaultMessage: 'crypto, layoffs' })}
          value={exclude}
          onChange={(event) => setExclude(event.target.value)}
          error={issueAt('exclude')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saveFilters.isPending} aria-busy={saveFilters.isPending}>
            {saveFilters.isPending
              ? t({ id: 'newsBot.filters.saving', defaultMessage: 'Saving…' })
              : t({ id: 'newsBot.filters.save', defaultMessage: 'Save filters' })}
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {saveFilters.isSuccess && t({ id: 'newsBot.filters.saved', defaultMessage: 'Filters saved.' })}
          </p>
        </div>
        <FormAlert
          message={
            saveFilters.error && !issueAt('include') && !issueAt('exclude')
              ? messageOf(saveFilters.error, failed)
              : undefined
          }
        />
      </form>
      <SwitchField
        label={t({ id: 'newsBot.filters.digest', defaultMessage: 'Daily digest' })}
        description={t({
          id: 'newsBot.filters.digestExplain',
          defaultMessage:
            'Once a day, the new items that pass your filters, in your inbox and by email (with email notifications on).',
        })}
        checked={saved.digest}
        onCheckedChange={(digest) => saveDigest.mutate({ ...saved, digest })}
        disabled={saveDigest.isPending}
        error={saveDigest.error && messageOf(saveDigest.error, failed)}
      />
    </div>
  );
}
