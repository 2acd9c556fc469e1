import { collabDocumentName, COLLAB_PATH, type CollabPage } from '@core/idea-page/collab-document';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import * as decoding from 'lib0/decoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { collabStateOf } from '../collab/collab-store';
import type { Db } from '../db/client';
import { ideaCollabStates } from '../db/schema';
import { listen } from '../http/listen';
import type { TestClient } from './test-client';
import { TEST_ORIGIN } from './test-env';
import type { TestServer } from './test-server';

/** The test server's app on a real port, its upgrades handed to the collaboration server (as index.ts does). */
export function useCollabPort(server: () => TestServer) {
  const port = { url: '', http: undefined as Server | undefined };
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      port.http = listen(server().app.fetch, 0, (listening) => {
        port.url = `ws://127.0.0.1:${listening}${COLLAB_PATH}`;
        resolve();
      });
      port.http.on('upgrade', server().collab.handleUpgrade);
    });
  });
  afterAll(async () => {
    port.http?.closeAllConnections();
    await new Promise((resolve) => port.http?.close(resolve));
  });
  return port;
}

/** Hocuspocus's SyncStatus message (type 8): whether the server applied an update the peer sent. */
const SYNC_STATUS = 8;

/** The applied flag of a SyncStatus message, or null for any other message. */
function syncStatusOf(data: WebSocket.RawData): boolean | null {
  const decoder = decoding.createDecoder(new Uint8Array(data as Buffer));
  decoding.readVarString(decoder);
  return decoding.readVarUint(decoder) === SYNC_STATUS ? decoding.readVarInt(decoder) === 1 : null;
}

/**
 * A socket with the client's cookies and the app's origin, as the browser would open it, telling `onStatus` each
 * SyncStatus the server sends.
 */
const socketClass = (client: TestClient | null, onStatus: (applied: boolean) => void) =>
  class extends WebSocket {
    constructor(url: string) {
      const cookie = client ? [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
      super(url, { headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
      this.on('message', (data) => {
        const applied = syncStatusOf(data);
        if (applied !== null) onStatus(applied);
      });
    }
  };

export type CollabPeer = {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** 'read-write' or 'read-only' once authenticated; the refusal's reason when refused. */
  outcome: Promise<{ scope: string } | { refused: string }>;
  /** Resolves with the reason when the server refuses the document, even after authenticating (a failed load). */
  refused: Promise<string>;
  /** Resolves once the document came from the server. */
  synced: Promise<void>;
  /**
   * Makes `change` to the document once it is synced, and resolves with whether the server applied it. The server
   * answers each update with a SyncStatus; the first one answers the peer's part of the opening sync.
   */
  write: (change: (doc: Y.Doc) => void) => Promise<boolean>;
  close: () => void;
};

/** A Yjs peer of a page's document over the collaboration socket, as `client` (null: a visitor), with `token` if any. */
export function openPeer(url: string, client: TestClient | null, page: CollabPage, token = ''): CollabPeer {
  const doc = new Y.Doc();
  const statuses: boolean[] = [];
  const waiting = new Map<number, (applied: boolean) => void>();
  const statusAt = (index: number) =>
    index < statuses.length
      ? Promise.resolve(statuses[index]!)
      : new Promise<boolean>((resolve) => waiting.set(index, resolve));
  const websocketProvider = new HocuspocusProviderWebsocket({
    url,
    WebSocketPolyfill: socketClass(client, (applied) => {
      statuses.push(applied);
      waiting.get(statuses.length - 1)?.(applied);
    }),
    maxAttempts: 1,
  });
  let settle: (value: { scope: string } | { refused: string }) => void = () => undefined;
  const outcome = new Promise<{ scope: string } | { refused: string }>((resolve) => (settle = resolve));
  let refuse: (reason: string) => void = () => undefined;
  const refused = new Promise<string>((resolve) => (refuse = resolve));
  let synced: () => void = () => undefined;
  const syncedPromise = new Promise<void>((resolve) => (synced = resolve));
  const provider = new HocuspocusProvider({
    websocketProvider,
    name: collabDocumentName(page),
    document: doc,
    token,
    onAuthenticated: ({ scope }) => settle({ scope }),
    onAuthenticationFailed: ({ reason }) => {
      settle({ refused: reason });
      refuse(reason);
    },
    onSynced: () => synced(),
  });
  provider.attach();
  return {
    doc,
    provider,
    outcome,
    refused,
    synced: syncedPromise,
    write: async (change) => {
      await syncedPromise;
      await statusAt(0);
      const index = statuses.length;
      change(doc);
      return statusAt(index);
    },
    close: () => {
      provider.destroy();
      websocketProvider.destroy();
    },
  };
}

/** Resolves when `condition` holds for the document (checked on each of its updates), or rejects after `ms`. */
export function whenDoc(doc: Y.Doc, condition: () => boolean, ms = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (condition()) return resolve();
    const timeout = setTimeout(() => {
      doc.off('update', check);
      reject(new Error('The document never reached the expected state'));
    }, ms);
    const check = () => {
      if (!condition()) return;
      clearTimeout(timeout);
      doc.off('update', check);
      resolve();
    };
    doc.on('update', check);
  });
}

/**
 * The page's stored Yjs state merged into a copy a browser kept from before a server write (`keptInBrowser`): what
 * that browser holds once it syncs again.
 */
export async function storedMergedWith(db: Db, ideaId: string, keptInBrowser: Uint8Array): Promise<Y.Doc> {
  const [stored] = await db
    .select()
    .from(ideaCollabStates)
    .where(collabStateOf({ ideaId, pageId: 'main' }));
  const merged = new Y.Doc();
  Y.applyUpdate(merged, keptInBrowser);
  Y.applyUpdate(merged, stored!.state);
  return merged;
}
