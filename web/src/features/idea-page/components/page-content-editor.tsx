import type { PageContent } from '@core/idea-page/page-contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { useState, type KeyboardEvent } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useUserPreferences } from '@/lib/user-preferences';
import { pageContentQueryOptions } from '../api/page-content';
import { useAutosave, type SaveStatus } from '../hooks/use-autosave';
import { RichContentOnDemand } from './content/rich-content-on-demand';

const STATUS_TEXT: Record<SaveStatus, MessageDescriptor> = defineMessages({
  saved: { id: 'ideaPage.contentEditor.status.saved', defaultMessage: 'Saved' },
  unsaved: { id: 'ideaPage.contentEditor.status.unsaved', defaultMessage: 'Unsaved changes' },
  saving: { id: 'ideaPage.contentEditor.status.saving', defaultMessage: 'Saving…' },
  conflict: { id: 'ideaPage.contentEditor.status.conflict', defaultMessage: 'Changed elsewhere' },
  error: { id: 'ideaPage.contentEditor.status.error', defaultMessage: 'Not saved' },
});

const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

type PageContentEditorProps = {
  ideaId: string;
  pageId: string;
  pageTitle: string;
  editable: boolean;
  /** Where the content is read from (a shared link reads through its own route); the idea's by default. */
  contentQuery?: ContentQuery;
};
export type ContentQuery = ReturnType<typeof pageContentQueryOptions>;

/** A page's rich content: loaded once, edited locally, autosaved with a visible state (ADR 0014). */
export function PageContentEditor(props: PageContentEditorProps) {
  const t = useT();
  const content = useQuery(props.contentQuery ?? pageContentQueryOptions(props.ideaId, props.pageId));
  // The editor starts from what was loaded first; later refreshes of the query must not overwrite typing.
  const [start, setStart] = useState<PageContent | null>(null);
  if (content.data && (!start || start.pageId !== content.data.pageId)) setStart(content.data);

  if (content.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t({
          id: 'ideaPage.contentEditor.loadError',
          defaultMessage: "This page's content could not be loaded. Please try again.",
        })}
      </p>
    );
  if (!start) return <Skeleton className="h-48" />;
  return <LoadedEditor key={`${start.pageId}:${start.version}`} {...props} start={start} onReload={setStart} />;
}

function LoadedEditor({
  ideaId,
  pageId,
  pageTitle,
  editable,
  start,
  onReload,
}: PageContentEditorProps & { start: PageContent; onReload: (latest: PageContent) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const autoSave = useUserPreferences().data?.autoSave ?? DEFAULT_PREFERENCES.autoSave;
  const autosave = useAutosave(ideaId, pageId, start.version, autoSave);
  // Typed while the editor was still loading: not in a document yet, so not saved either.
  const [typedAhead, setTypedAhead] = useState(false);
  const status: SaveStatus = typedAhead ? 'unsaved' : autosave.status;
  const unsaved = status === 'unsaved' || status === 'error';
  // Leaving would lose the text: unsaved without Auto save; with it, what will not save by itself (a failed save, a
  // conflict, text typed before the editor was there). A change waiting for its pause is saved as the page goes.
  const atRisk = status === 'error' || status === 'conflict' || typedAhead || (!autoSave && unsaved);
  // Without Auto save: Ctrl+S (⌘S) saves, as the Save button does.
  const saveOnShortcut = (event: KeyboardEvent<HTMLElement>) => {
    if (autoSave || event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    autosave.save();
  };
  const contentLabel = t(
    { id: 'ideaPage.contentEditor.label', defaultMessage: 'Content of {pageTitle}' },
    { pageTitle },
  );
  const latest = () => queryClient.fetchQuery({ ...pageContentQueryOptions(ideaId, pageId), staleTime: 0 });

  return (
    <section aria-label={contentLabel} className="space-y-2" onKeyDown={saveOnShortcut}>
      {editable && <UnsavedChangesGuard when={atRisk} />}
      {editable && (
        <div className="flex min-h-6 items-center justify-end gap-2 text-xs text-muted-foreground" aria-live="polite">
          <span
            data-testid="save-status"
            className={cn(!autoSave && unsaved && 'font-medium text-amber-700 dark:text-amber-300')}
          >
            {t(STATUS_TEXT[status])}
          </span>
          {autosave.status === 'error' && (
            <>
              <span role="alert" className="text-destructive">
                {t(
                  { id: 'ideaPage.contentEditor.saveError', defaultMessage: '{problem} Your text is kept here.' },
                  {
                    problem: autosave.problem
                      ? asSentence(autosave.problem)
                      : t({
                          id: 'ideaPage.contentEditor.checkConnection',
                          defaultMessage: 'Check your connection and try again.',
                        }),
                  },
                )}
              </span>
              {autoSave && (
                <Button size="sm" variant="outline" onClick={autosave.save}>
                  {t({ id: 'ideaPage.contentEditor.retry', defaultMessage: 'Retry' })}
                </Button>
              )}
            </>
          )}
          {!autoSave && (
            <Button size="sm" disabled={!unsaved || typedAhead || autosave.status === 'saving'} onClick={autosave.save}>
              {t({ id: 'ideaPage.contentEditor.save', defaultMessage: 'Save' })}
            </Button>
          )}
        </div>
      )}
      {autosave.status === 'conflict' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <span className="flex-1">
            {t({
              id: 'ideaPage.contentEditor.conflict',
              defaultMessage: 'Someone else saved this page while you were editing. Your text is kept here.',
            })}
          </span>
          <Button
            size="sm"
            variant="outline"
            onClick={async () => {
              const newest = await latest();
              autosave.discard(newest.version);
              onReload(newest);
            }}
          >
            {t({ id: 'ideaPage.contentEditor.loadTheirs', defaultMessage: 'Load their version' })}
          </Button>
          <Button size="sm" onClick={async () => autosave.overwrite((await latest()).version)}>
            {t({ id: 'ideaPage.contentEditor.keepMine', defaultMessage: 'Keep mine' })}
          </Button>
        </div>
      )}
      <RichContentOnDemand
        content={start.content}
        readOnly={!editable}
        label={contentLabel}
        onChange={autosave.change}
        onTypedAhead={setTypedAhead}
      />
    </section>
  );
}
