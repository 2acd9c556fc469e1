import { pageProblemMessage, type WatchedPageView } from '@core/tools/competitor-tracker/watched-pages';
import { ExternalLink, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { useCheckPageNow, useEditWatchedPage, useUnwatchPage } from '../api/watched-pages';
import { usePageKinds } from '../hooks/use-page-kinds';
import { PageChange } from './page-change';
import { WatchPageForm } from './watch-page-form';

type Actions = {
  check: ReturnType<typeof useCheckPageNow>;
  edit: ReturnType<typeof useEditWatchedPage>;
  unwatch: ReturnType<typeof useUnwatchPage>;
};

/** What the page's last check says: when, and what stopped it (a clear message by the page) or when its text last changed. */
function CheckStatus({ page }: { page: WatchedPageView }) {
  const t = useT();
  const said = useSaid();
  const format = useFormat();
  return (
    <div className="space-y-1 text-sm">
      {page.problem && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
          {said(pageProblemMessage(page.problem))}
        </p>
      )}
      <p className="text-muted-foreground">
        {page.lastCheckedAt
          ? t(
              { id: 'competitorTracker.page.lastChecked', defaultMessage: 'Last checked {time}' },
              { time: format.dateTime(page.lastCheckedAt) },
            )
          : t({ id: 'competitorTracker.page.notChecked', defaultMessage: 'Not checked yet' })}
        {page.changedAt && (
          <>
            {' · '}
            {t(
              {
                id: 'competitorTracker.page.versions',
                defaultMessage: '{count, plural, one {# version} other {# versions}} kept, the newest from {time}',
              },
              { count: page.versions, time: format.dateTime(page.changedAt) },
            )}
          </>
        )}
      </p>
    </div>
  );
}

export function WatchedPageItem({
  page,
  actions: { check, edit, unwatch },
}: {
  page: WatchedPageView;
  actions: Actions;
}) {
  const t = useT();
  const messageOf = useMessageOf();
  const kinds = usePageKinds();
  const [editing, setEditing] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const checking = check.isPending && check.variables === page.id;
  const removing = unwatch.isPending && unwatch.variables === page.id;
  const name = `${page.competitor} · ${kinds[page.kind]}`;

  const onCheck = async () => {
    setCheckError(null);
    try {
      const { changed, page: checked } = await check.mutateAsync(page.id);
      if (checked.problem) return;
      toast.success(
        changed
          ? t({ id: 'competitorTracker.page.changed', defaultMessage: '{name} changed.' }, { name })
          : t({ id: 'competitorTracker.page.unchanged', defaultMessage: 'No change on {name}.' }, { name }),
      );
    } catch (error) {
      setCheckError(
        messageOf(
          error,
          t({
            id: 'competitorTracker.page.checkFailed',
            defaultMessage: 'The page could not be checked. Please try again.',
          }),
        ),
      );
    }
  };
  const onRemove = async () => {
    try {
      await unwatch.mutateAsync(page.id);
      toast.success(t({ id: 'competitorTracker.page.removed', defaultMessage: 'Stopped watching {name}.' }, { name }));
    } catch (error) {
      toast.error(
        messageOf(
          error,
          t({
            id: 'competitorTracker.page.removeFailed',
            defaultMessage: 'The page could not be removed. Please try again.',
          }),
        ),
      );
    }
  };

  return (
    <li>
      <article aria-label={name} className="space-y-3 rounded-lg border border-border bg-card p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium">{page.competitor}</h3>
              <Badge>{kinds[page.kind]}</Badge>
            </div>
            <a
              href={page.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 text-sm break-all text-primary underline-offset-4 hover:underline"
            >
              {page.url}
              <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
              <span className="sr-only">
                {t({ id: 'competitorTracker.page.opensNewTab', defaultMessage: '(opens in a new tab)' })}
              </span>
            </a>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void onCheck()}
              disabled={checking || removing}
              aria-busy={checking}
              aria-label={t({ id: 'competitorTracker.page.checkLabel', defaultMessage: 'Check {name} now' }, { name })}
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              {checking
                ? t({ id: 'competitorTracker.page.checking', defaultMessage: 'Checking…' })
                : t({ id: 'competitorTracker.page.check', defaultMessage: 'Check now' })}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setEditing(true)}
              disabled={editing || removing}
              aria-label={t({ id: 'competitorTracker.page.editLabel', defaultMessage: 'Edit {name}' }, { name })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t({ id: 'competitorTracker.page.edit', defaultMessage: 'Edit' })}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void onRemove()}
              disabled={checking || removing}
              aria-busy={removing}
              aria-label={t(
                { id: 'competitorTracker.page.removeLabel', defaultMessage: 'Stop watching {name}' },
                { name },
              )}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t({ id: 'competitorTracker.page.remove', defaultMessage: 'Remove' })}
            </Button>
          </div>
        </div>
        <FormAlert message={checkError} />
        {editing && (
          <WatchPageForm
            initial={{ competitor: page.competitor, kind: page.kind, url: page.url }}
            submitLabel={t({ id: 'competitorTracker.form.save', defaultMessage: 'Save changes' })}
            busyLabel={t({ id: 'competitorTracker.form.saving', defaultMessage: 'Saving…' })}
            isPending={edit.isPending}
            onSubmit={async (input) => {
              await edit.mutateAsync({ id: page.id, input });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        )}
        <CheckStatus page={page} />
        {page.lastChange && (
          <div className="space-y-2">
            <h4 className="text-sm font-medium">
              {t({ id: 'competitorTracker.change.title', defaultMessage: 'What changed last' })}
            </h4>
            <PageChange
              lines={page.lastChange}
              label={t({ id: 'competitorTracker.change.label', defaultMessage: 'Last change of {name}' }, { name })}
            />
          </div>
        )}
      </article>
    </li>
  );
}

/** The watched pages, each with its check, edit and remove, its status and its last change. */
export function WatchedPageList({ pages }: { pages: WatchedPageView[] }) {
  const t = useT();
  const actions = { check: useCheckPageNow(), edit: useEditWatchedPage(), unwatch: useUnwatchPage() };
  if (pages.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        {t({
          id: 'competitorTracker.list.empty',
          defaultMessage:
            'You are not watching any pages yet. Add a competitor’s pricing, changelog or careers page above: it is read every day, and you hear when its text changes.',
        })}
      </p>
    );
  return (
    <ul className="space-y-3">
      {pages.map((page) => (
        <WatchedPageItem key={page.id} page={page} actions={actions} />
      ))}
    </ul>
  );
}
