import type { CollabPage } from '@core/idea-page/collab-document';
import type { RichContent } from '@core/idea-page/rich-content';
import { useEffect, useRef, useState } from 'react';
import { loadOnce } from '@/lib/load-once';
import { whenIdle } from '@/lib/when-idle';
import type { CollabSession, SyncState } from './collab-session';
import type { PresencePeer } from './presence';

/** The collaboration socket's code (Yjs and the Hocuspocus provider): loaded once the page is idle, not with it. */
const sessionCode = loadOnce(() => import('./collab-session'));

/**
 * A page edited live, who is editing it (shown to the others on the page; no user: a visitor), and the socket's token
 * ('' for a session; a shared link's, ADR 0113).
 */
export type LivePage = CollabPage & { user: { id: string; name: string } | null; token?: string };

export type LiveContent = {
  /** The session once its document has come from the server; null before. */
  session: CollabSession | null;
  /** The live document's content (for the view drawn without the editor); null before it came. */
  content: RichContent | null;
  /** The server lets this connection only read, or closed it (access ended). */
  readOnly: boolean;
  /** Who else is on the page now. */
  peers: PresencePeer[];
};

const NOT_LIVE: LiveContent = { session: null, content: null, readOnly: false, peers: [] };

/**
 * A page's live document (ADR 0113), opened once the page is idle (two seconds on at the latest, ADR 0138): the
 * session once its document has come, its content as it changes, whether the server lets this connection write;
 * `onState` is told where it stands. Without `page` nothing is opened (a public link's view is the content as stored).
 */
export function useCollabSession(
  page: LivePage | undefined,
  onState: (state: SyncState, unsynced: boolean) => void,
): LiveContent {
  const [live, setLive] = useState<LiveContent>(NOT_LIVE);
  const onStateRef = useRef(onState);
  useEffect(() => {
    onStateRef.current = onState;
  }, [onState]);
  const ideaId = page?.ideaId;
  const pageId = page?.pageId;
  const userId = page?.user?.id;
  const userName = page?.user?.name;
  const token = page?.token ?? '';

  useEffect(() => {
    if (!ideaId || !pageId) return;
    let session: CollabSession | undefined;
    let closed = false;
    const cancel = whenIdle(() => {
      void sessionCode.load().then(({ openCollabSession }) => {
        if (closed) return;
        let arrived = false;
        let readOnly = false;
        let refused = false;
        let peers: PresencePeer[] = [];
        // Told from the session's events, some of which come while it is being opened.
        const show = () => {
          if (arrived && session)
            setLive({ session, content: session.content(), readOnly: readOnly || refused, peers });
        };
        session = openCollabSession(
          { ideaId, pageId, token },
          userId && userName !== undefined ? { id: userId, name: userName } : null,
          {
            state: (state, unsynced, ready) => {
              arrived ||= ready;
              refused = state === 'refused';
              onStateRef.current(state, unsynced);
              show();
            },
            readOnly: (only) => void (readOnly = only),
            peers: (here) => {
              peers = here;
              show();
            },
          },
        );
        session.doc.on('update', show);
        show();
      });
    });
    return () => {
      closed = true;
      cancel();
      session?.destroy();
      setLive(NOT_LIVE);
    };
  }, [ideaId, pageId, token, userId, userName]);

  return live;
}
