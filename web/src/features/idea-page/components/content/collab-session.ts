import { COLLAB_FIELD, COLLAB_PATH, collabDocumentName, type CollabPage } from '@core/idea-page/collab-document';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { peersOf, presenceColour, type PresencePeer } from './presence';
import { yContent } from './y-content';

/** Where a page's live document stands, as the page says it. */
export type SyncState = 'connecting' | 'synced' | 'syncing' | 'offline' | 'refused';

/** The collaboration socket's address on the page's own origin (ws: or wss: as the page is http: or https:). */
export const collabUrl = (location: Location) => {
  const url = new URL(COLLAB_PATH, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
};

/**
 * A page's Yjs document and its provider on the collaboration socket (ADR 0113), with its sync state: `on.state` is
 * told each change (and whether edits wait to reach the server); `on.readOnly` once the server says the connection may
 * only read; `on.peers` who else is on the page, as `user` is shown to them.
 */
export function openCollabSession(
  page: CollabPage & { token: string },
  user: { id: string; name: string } | null,
  on: {
    /** `ready`: the document is there to edit — from the server, or kept in this browser from an earlier visit. */
    state: (state: SyncState, unsynced: boolean, ready: boolean) => void;
    readOnly: (readOnly: boolean) => void;
    peers: (peers: PresencePeer[]) => void;
  },
) {
  const doc = new Y.Doc();
  // This browser's copy of the page for this user (IndexedDB): edits made offline survive a reload or a closed tab
  // and merge when the socket is back. Kept per user, so another account in the same browser never sees it.
  const local =
    user && typeof indexedDB !== 'undefined'
      ? new IndexeddbPersistence(`founder-toolkit:${user.id}:${collabDocumentName(page)}`, doc)
      : null;
  let keptLocally = false;
  let connected = false;
  let refused = false;
  let firstSync = false;
  // Back within seconds of the network: retries double from 1 s to at most 5 s.
  const socket = new HocuspocusProviderWebsocket({ url: collabUrl(window.location), maxDelay: 5_000 });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: collabDocumentName(page),
    document: doc,
    token: page.token,
  });
  provider.attach();
  const stateNow = (): SyncState => {
    if (refused) return 'refused';
    if (!connected) return 'offline';
    if (!firstSync) return 'connecting';
    return provider.hasUnsyncedChanges ? 'syncing' : 'synced';
  };
  const report = () => on.state(stateNow(), provider.hasUnsyncedChanges, firstSync || keptLocally);
  local?.on('synced', () => {
    keptLocally = doc.getXmlFragment(COLLAB_FIELD).length > 0;
    report();
  });
  provider.on('status', ({ status }: { status: string }) => {
    connected = status === 'connected';
    report();
  });
  provider.on('synced', ({ state }: { state: boolean }) => {
    if (state) firstSync = true;
    report();
  });
  provider.on('unsyncedChanges', report);
  // Who is here: this user's name and colour for the others, and theirs for this page.
  if (user) provider.setAwarenessField('user', { id: user.id, name: user.name, color: presenceColour(user.id) });
  provider.on('awarenessChange', ({ states }: { states: Record<string, unknown>[] }) =>
    on.peers(peersOf(states, user?.id ?? null)),
  );
  provider.on('authenticated', ({ scope }: { scope: string }) => on.readOnly(scope === 'readonly'));
  provider.on('authenticationFailed', () => {
    refused = true;
    report();
  });
  // The server closes the document when access ends (revoked, expired: 'Forbidden'): nothing typed from then on is kept.
  // The socket's close comes as { event }; the server closing this document (its CLOSE message) as the event itself.
  provider.on('close', (closed: { event?: { reason?: string }; reason?: string }) => {
    if ((closed.event ?? closed).reason === 'Forbidden') {
      refused = true;
      report();
    }
  });
  return {
    doc,
    provider,
    /** The document's content as the editor's JSON. */
    content: () => yContent(doc),
    destroy: () => {
      void local?.destroy();
      provider.destroy();
      socket.destroy();
      doc.destroy();
    },
  };
}

export type CollabSession = ReturnType<typeof openCollabSession>;
