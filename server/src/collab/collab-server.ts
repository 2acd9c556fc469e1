import { COLLAB_PATH, parseCollabDocumentName, type CollabPage } from '@core/idea-page/collab-document';
import { Hocuspocus, type Connection, type Extension } from '@hocuspocus/server';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import type { Logger } from '../lib/logger';
import { notFoundError } from '../lib/not-found';
import {
  collabAccess,
  collabAccessAll,
  type CollabAccessDeps,
  type CollabCredentials,
  type CollabGrant,
} from './collab-access';
import { loadCollabState, requireCollabPage, storeCollabState } from './collab-store';
import { pageContentWriter } from './page-content-writer';

/** Saves wait this long after a change, and never longer after the first unsaved one: a crash loses at most this. */
export const COLLAB_STORE_DELAY_MS = 1_000;
/** How often each open connection's access is decided again, so a revoked or expired share closes it within seconds. */
export const COLLAB_RECHECK_MS = 2_000;
/** The largest message a socket may send (a whole page's state is far smaller: a page is at most 500 kB of JSON). */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

export type CollabServerOptions = CollabAccessDeps & {
  logger: Logger;
  appUrl: string;
  /** More Hocuspocus extensions (the Redis one when REDIS_URL is set). */
  extensions?: Extension[];
  recheckMs?: number;
};

/** What a connection was opened with: decided again on every recheck. */
type CollabContext = { page: CollabPage; credentials: CollabCredentials; grant: CollabGrant };

/** Hocuspocus's answer to a refused connection (its `reason` goes to the provider's onAuthenticationFailed). */
const REFUSED = { reason: 'permission-denied' };
const LOAD_FAILED = { reason: 'load-failed' };

const pageOf = (documentName: string): CollabPage => {
  const page = parseCollabDocumentName(documentName);
  if (!page) throw notFoundError('Page');
  return page;
};

/** How long stopping waits for the open documents to unload (the Redis extension holds each a second). */
const UNLOAD_WAIT_MS = 3000;

/**
 * The collaboration server (ADR 0113): Hocuspocus on the app's own port — `handleUpgrade` takes the HTTP server's
 * upgrade requests for COLLAB_PATH from the app's origin — with one Yjs document per idea page, opened only as the
 * access module allows (collabAccess), loaded from and stored to the database (collab-store).
 */
export function createCollabServer(options: CollabServerOptions) {
  const { logger, appUrl } = options;
  const open = new Map<Connection, CollabContext>();
  const hocuspocus = new Hocuspocus({
    quiet: true,
    debounce: COLLAB_STORE_DELAY_MS,
    maxDebounce: COLLAB_STORE_DELAY_MS,
    extensions: options.extensions ?? [],
    async onAuthenticate({ documentName, requestHeaders, token, connectionConfig }): Promise<CollabContext> {
      try {
        const page = pageOf(documentName);
        const credentials = { cookie: requestHeaders.cookie, token };
        const grant = await collabAccess(options, page, credentials);
        await requireCollabPage(options.db, page);
        connectionConfig.readOnly = grant.readOnly;
        return { page, credentials, grant };
      } catch {
        // Said to the provider as its refusal; Hocuspocus logs to the console what has a message, so this has none.
        throw REFUSED;
      }
    },
    async onLoadDocument({ documentName, document }) {
      try {
        Y.applyUpdate(document, await loadCollabState(options.db, pageOf(documentName)));
      } catch (error) {
        // Hocuspocus closes the document's connections and keeps nothing of it: the stored page is never overwritten.
        logger.error({ err: error, documentName }, 'A collaborative page could not be loaded');
        throw LOAD_FAILED;
      }
    },
    async onStoreDocument({ documentName, document }) {
      const refused = await storeCollabState(options.db, pageOf(documentName), document);
      if (refused) logger.warn({ documentName, refused }, 'A collaborative page was not stored');
    },
    async connected({ connection, context }) {
      open.set(connection, context as CollabContext);
      connection.onClose(() => open.delete(connection));
    },
  });

  /**
   * Closes every connection whose access is gone or changed (a share revoked, expired, narrowed; signed out): the
   * connections opened with the same credentials are decided together (collabAccessAll).
   */
  const recheck = async () => {
    const byCredentials = new Map<string, [Connection, CollabContext][]>();
    for (const entry of open) {
      const { cookie, token } = entry[1].credentials;
      const key = `${cookie ?? ''}\n${token}`;
      byCredentials.set(key, [...(byCredentials.get(key) ?? []), entry]);
    }
    for (const entries of byCredentials.values()) {
      const contexts = entries.map(([, context]) => context);
      const grants = await collabAccessAll(
        options,
        contexts.map((context) => context.page),
        contexts[0]!.credentials,
      ).catch(() => contexts.map(() => null));
      entries.forEach(([connection, context], index) => {
        if (grants[index]?.readOnly === context.grant.readOnly) return;
        open.delete(connection);
        connection.close({ code: 4403, reason: 'Forbidden' });
      });
    }
  };
  let rechecking = false;
  const timer = setInterval(() => {
    if (rechecking) return;
    rechecking = true;
    recheck()
      .catch((error: unknown) => logger.error({ err: error }, 'Collaboration access recheck failed'))
      .finally(() => (rechecking = false));
  }, options.recheckMs ?? COLLAB_RECHECK_MS);
  timer.unref();

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const appOrigin = new URL(appUrl).origin;

  /** The HTTP server's `upgrade` listener: COLLAB_PATH from the app's origin becomes a socket; anything else is refused. */
  const handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    const origin = request.headers.origin;
    if (path !== COLLAB_PATH || (origin !== undefined && origin !== appOrigin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    socket.on('error', () => socket.destroy());
    sockets.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', (error) => logger.debug({ err: error }, 'Collaboration socket error'));
      hocuspocus.handleConnection(ws, request);
    });
  };

  /** Stores what waits to be stored and closes every connection (before the database closes). */
  const stop = async () => {
    clearInterval(timer);
    const stores = [...hocuspocus.documents.keys()].map((name) =>
      hocuspocus.debouncer.executeNow(`onStoreDocument-${name}`),
    );
    await Promise.allSettled(stores);
    hocuspocus.closeConnections();
    sockets.close();
    // The documents unload once their connections are gone — the Redis extension a second later (its
    // disconnectDelay), then unsubscribing: only then may its connections close, or that unsubscribe fails later.
    const deadline = Date.now() + UNLOAD_WAIT_MS;
    while (hocuspocus.documents.size > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
    // Extensions let go of what they hold (the Redis extension its connections).
    await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
  };

  return { hocuspocus, handleUpgrade, stop, ...pageContentWriter(hocuspocus) };
}

export type CollabServer = ReturnType<typeof createCollabServer>;
