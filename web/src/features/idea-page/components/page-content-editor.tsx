import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { pageContentQueryOptions } from '../api/page-content';
import type { SyncState } from './content/collab-session';
import type { PresencePeer } from './content/presence';
import { RichContentOnDemand } from './content/rich-content-on-demand';
import { PresenceAvatars } from './presence-avatars';

const STATE_TEXT: Record<SyncState, MessageDescriptor> = defineMessages({
  connecting: { id: 'ideaPage.contentEditor.state.connecting', defaultMessage: 'Connecting…' },
  synced: { id: 'ideaPage.contentEditor.state.synced', defaultMessage: 'Synced' },
  syncing: { id: 'ideaPage.contentEditor.state.syncing', defaultMessage: 'Syncing…' },
  offline: { id: 'ideaPage.contentEditor.state.offline', defaultMessage: 'Offline — changes will sync' },
  refused: {
    id: 'ideaPage.contentEditor.state.refused',
    defaultMessage: 'Your access to this page has changed. Reload the page.',
  },
});

type PageContentEditorProps = {
  ideaId: string;
  pageId: string;
  pageTitle: string;
  editable: boolean;
  /** Where the content is read from (a shared link reads through its own route); the idea's by default. */
  contentQuery?: ContentQuery;
  /** A shared link's token for the live document; without it, content read through `contentQuery` is not live. */
  collabToken?: string;
};
export type ContentQuery = ReturnType<typeof pageContentQueryOptions>;

/**
 * A page's rich content: drawn from what the server stored, then edited live with everyone on the page (ADR 0113),
 * with where its changes stand.
 */
export function PageContentEditor({
  ideaId,
  pageId,
  pageTitle,
  editable,
  contentQuery,
  collabToken,
}: PageContentEditorProps) {
  const t = useT();
  const content = useQuery(contentQuery ?? pageContentQueryOptions(ideaId, pageId));
  // Typed while the editor was still loading: not in the document yet, so not sent either.
  const [typedAhead, setTypedAhead] = useState(false);
  const [sync, setSync] = useState<{ state: SyncState; unsynced: boolean }>({ state: 'connecting', unsynced: false });
  const [peers, setPeers] = useState<PresencePeer[]>([]);
  const { session } = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const contentLabel = t(
    { id: 'ideaPage.contentEditor.label', defaultMessage: 'Content of {pageTitle}' },
    { pageTitle },
  );

  if (content.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t({
          id: 'ideaPage.contentEditor.loadError',
          defaultMessage: "This page's content could not be loaded. Please try again.",
        })}
      </p>
    );
  if (!content.data) return <Skeleton className="h-48" />;
  return (
    <section aria-label={contentLabel} className="space-y-2">
      {/* Leaving would lose what has not reached the server: typed ahead of the editor, or while offline. */}
      {editable && <UnsavedChangesGuard when={typedAhead || sync.unsynced} />}
      {(!contentQuery || collabToken) && (
        <div className="flex min-h-6 flex-wrap items-center justify-end gap-2 text-xs text-muted-foreground">
          <PresenceAvatars peers={peers} />
          {editable && (
            <span
              aria-live="polite"
              data-testid="sync-state"
              role={sync.state === 'refused' ? 'alert' : undefined}
              className={cn(
                sync.state === 'offline' && 'font-medium text-amber-700 dark:text-amber-300',
                sync.state === 'refused' && 'text-destructive',
              )}
            >
              {t(STATE_TEXT[sync.state])}
            </span>
          )}
        </div>
      )}
      <RichContentOnDemand
        content={content.data.content}
        readOnly={!editable}
        label={contentLabel}
        live={contentQuery && !collabToken ? undefined : { ideaId, pageId, user, token: collabToken ?? '' }}
        onTypedAhead={setTypedAhead}
        onState={(state, unsynced) => setSync({ state, unsynced })}
        onPeers={setPeers}
      />
    </section>
  );
}
