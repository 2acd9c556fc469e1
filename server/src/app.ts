import { IMPORT_BYTES_LIMIT } from '@core/account/import-contracts';
import { say } from '@core/i18n/say';
import {
  DASHBOARD_PAGE_PATH,
  FIRST_BOARD_QUERY,
  PROFILE_KEY,
  PROFILE_PAGE_PATH,
  RECENT_DOCUMENTS_KEY,
} from '@core/pages/first-data';
import type { Language } from '@core/preferences/languages';
import { DIRECTORIES } from '@core/tools/tool-directories';
import { findToolDocuments } from '@core/tools/tool-documents';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { authRoutes } from './auth/auth.routes';
import type { Auth } from './auth/auth';
import { createSessionReader, type SessionUser } from './auth/session-reader';
import type { Database, Db } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { healthRoutes } from './features/health/health.routes';
import { listBoard } from './features/idea-board/board.service';
import { ideaGarageTileRead } from './features/idea-board/ideas-tile';
import { ideasRoutes } from './features/idea-board/ideas.routes';
import { ideaPageRoutes } from './features/idea-page/idea-page.routes';
import { getFirstIdeaPage, ideaPageFor } from './features/idea-page/idea-page.service';
import { readContent } from './features/idea-page/pages.service';
import { ideaAccessRoutes, sharesRoutes } from './features/idea-sharing/sharing.routes';
import { linksRoutes } from './features/shared-links/links.routes';
import { linkAccessOf } from './features/shared-links/links.service';
import type { LinkAccessReader } from './collab/collab-access';
import type { PageContentWriter } from './collab/page-content-writer';
import { notificationsRoutes, unsubscribeRoutes } from './features/notifications/notifications.routes';
import type { PushSettings } from './features/notifications/push.service';
import { preferencesRoutes } from './features/preferences/preferences.routes';
import { getPreferences, importPreferences } from './features/preferences/preferences.service';
import { profileRoutes } from './features/profile/profile.routes';
import { getProfile } from './features/profile/profile.service';
import { directoriesRoutes } from './features/directories/directories.routes';
import { recentDocumentsRoutes, toolDocumentsRoutes } from './features/tool-documents/tool-documents.routes';
import { getDocument, listDocuments, listRecentDocuments } from './features/tool-documents/tool-documents.service';
import type { AppEnv } from './http/app-env';
import { createTileReader } from './dashboard/tile-reader';
import { createFirstDataReader } from './http/first-data';
import { toolPageQueries } from './http/tool-page-queries';
import type { RdapLookup } from './outbound/rdap';
import type { SafeFetch } from './outbound/safe-fetch';
import type { AiProvider } from './ai/ai-provider';
import { aiDraftsRoutes } from './features/ai-drafts/ai-drafts.routes';
import { onError } from './http/on-error';
import { requestLogger } from './http/request-logger';
import { withViewer, type ViewerEnv } from './http/require-user';
import { sameOriginWrites } from './http/same-origin-writes';
import { securityHeaders } from './http/security-headers';
import { pageRenderer } from './http/page-renderer';
import { webApp } from './http/web-app';
import { AppError } from './lib/errors';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { SecretBox } from './lib/secret-box';
import type { LiveInbox } from './notifications/live-inbox';
import type { LiveIdeas } from './ideas/live-ideas';
import type { Notifier } from './notifications/notifier';
import { mountToolRoutes } from './tool-module/mount-tool-routes';
import { TOOL_MODULES } from './tool-modules';

export type AppDeps = {
  database: Database;
  auth: Auth;
  logger: Logger;
  appUrl: string;
  /** Reverse proxies in front whose X-Forwarded-For entries are trusted (TRUST_PROXY_HOPS). */
  trustProxyHops: number;
  /** Seals what must be encrypted at rest (the profile's API key). */
  secretBox: SecretBox;
  /** Signs what the server hands out and checks later (a protected link's unlock key). */
  appSecret: string;
  /** Sends the mails the API sends (account mails, a tool's invitations). */
  mailer: Mailer;
  /** Tells users of what happened to them: inbox, mail (ADR 0027). */
  notifier: Notifier;
  /** Passes inbox changes from any instance to the open pages this one serves. */
  liveInbox: LiveInbox;
  /** Passes changes to ideas from any instance to the open pages this one serves that may see them (ADR 0114). */
  liveIdeas: LiveIdeas;
  /** Web Push: the key browsers subscribe with, and whether tests' local push services may be subscribed. */
  push: PushSettings;
  /** Asks a domain's registry whether it is registered (RDAP, through the outbound rule). */
  domainLookup: RdapLookup;
  /** The one way out of the server (DESIGN 'Outbound requests'), for the tools that fetch from the web. */
  safeFetch: SafeFetch;
  /** Calls AI providers with each user's own key (ADR 0053). */
  ai: AiProvider;
  /** Writes a page's content through its live document (ADR 0113): the collaboration server's. */
  pageContent: PageContentWriter;
  webDir?: string;
  /** The web app's server-side renderer (ADR 0038): pages come drawn. */
  ssrEntry?: string;
};

/** The largest request body the API reads. */
export const API_BODY_LIMIT = 5 * 1024 * 1024;

const bodyLimitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        say({ id: 'server.http.tooLarge', defaultMessage: 'This request is too large' }),
      );
    },
  });
const limitBody = bodyLimitOf(API_BODY_LIMIT);
const limitImportBody = bodyLimitOf(IMPORT_BYTES_LIMIT);
const IMPORT_PATH = '/api/account/import';

export function createApp({
  database,
  auth,
  logger,
  appUrl,
  trustProxyHops,
  secretBox,
  appSecret,
  mailer,
  notifier,
  liveInbox,
  liveIdeas,
  push,
  domainLookup,
  safeFetch,
  ai,
  pageContent,
  webDir,
  ssrEntry,
}: AppDeps) {
  const { db } = database;
  const readSession = createSessionReader(db, auth);
  const toolData = TOOL_MODULES.flatMap((module) => (module.data ? [module.data] : []));
  // Every tool's tile (ADR 0111): its tables' reader where its module has one, the board's count of ideas.
  const tiles = createTileReader(
    db,
    new Map([
      ...TOOL_MODULES.flatMap((module) => (module.dashboardTile ? [[module.id, module.dashboardTile] as const] : [])),
      ['idea-garage', ideaGarageTileRead],
    ]),
  );
  const sharing = { db, notifier, appUrl };
  // /api/ideas is three features' routes behind one session read: the board, the idea page, 'Manage access'.
  const ideas = new Hono<ViewerEnv>()
    .use(withViewer(readSession))
    .route('/', ideasRoutes(db, notifier))
    .route('/', ideaPageRoutes(db, pageContent))
    .route('/', ideaAccessRoutes(sharing));
  // A link's read-only page is the idea page's, read through the link.
  const links = { db, secret: appSecret, ideaPage: { pageFor: ideaPageFor, readContent } };
  const shared = new Hono<AppEnv>()
    // A mail provider's one-click unsubscribe (RFC 8058) comes from its own servers, with another Origin or
    // none, and no cookie: its signed token is its only authority, so the same-origin rule does not apply.
    .route('/notifications/unsubscribe', unsubscribeRoutes(db, appSecret))
    .use(sameOriginWrites(appUrl))
    // Large enough for any page a person writes (the content rules refuse more than 500 KB of it with a 422).
    // An import reads a whole account's export (the import contract still checks every page's size).
    .use((c, next) => (c.req.path === IMPORT_PATH ? limitImportBody : limitBody)(c, next))
    .route('/auth', authRoutes(auth, trustProxyHops))
    .route('/health', healthRoutes(database))
    .route('/ideas', ideas)
    .route('/shares', sharesRoutes(sharing, readSession))
    .route('/links', linksRoutes(links, readSession))
    .route('/preferences', preferencesRoutes(db, readSession))
    .route('/profile', profileRoutes(db, readSession, secretBox, ai))
    .route(
      '/account',
      accountRoutes({ db, mailer, appUrl, logger }, readSession, {
        preferences: (userId) => getPreferences(db, userId),
        importPreferences,
        toolData,
      }),
    )
    .route(
      '/notifications',
      notificationsRoutes(db, readSession, { inbox: liveInbox, ideas: liveIdeas }, push, notifier),
    )
    .route('/tools', toolDocumentsRoutes(db, readSession))
    .route('/recent-documents', recentDocumentsRoutes(db, readSession))
    .route('/ai', aiDraftsRoutes(db, readSession, ai))
    .route('/directories', directoriesRoutes(db, readSession, DIRECTORIES));
  // Each tool with server parts mounts its own routes (ADR 0061), before the catch-all.
  const api = mountToolRoutes(shared, TOOL_MODULES, {
    db,
    readSession,
    notifier,
    mailer,
    appUrl,
    logger,
    domainLookup,
    tiles,
    safeFetch,
    allowLoopback: push.allowLoopback,
  }).all('*', (c) => {
    throw new AppError(
      'NOT_FOUND',
      say(
        { id: 'server.http.noRoute', defaultMessage: 'No API route for {method} {path}' },
        { method: c.req.method, path: c.req.path },
      ),
    );
  });

  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(requestLogger(logger))
    .use(securityHeaders())
    .use(compress())
    .route('/api', api);
  app.onError(onError);
  const firstDataSources = {
    preferencesOf: (userId: string) => getPreferences(db, userId),
    boardOf: (userId: string) => listBoard(db, { userId }, FIRST_BOARD_QUERY),
    ideaPageOf: (userId: string, ideaId: string) => getFirstIdeaPage(db, { userId }, ideaId),
    toolQueriesOf: (userId: string, toolId: string, language: Language, timeZone: string) =>
      toolPageQueries({ db, directories: DIRECTORIES, modules: TOOL_MODULES }, userId, toolId, language, {
        timeZone,
        tiles,
      }),
    toolDocumentsOf: async (userId: string, toolId: string, documentId: string | null) => {
      const kind = findToolDocuments(toolId);
      if (!kind) return undefined;
      const owner = { db, kind, userId };
      const documents = await listDocuments(owner);
      // The page opens the document its address names, or else the one saved last; one not theirs opens nothing.
      const openId = documentId ?? documents[0]?.id;
      const open = openId ? await getDocument(owner, openId).catch(() => undefined) : undefined;
      return { toolId, documents, ...(open ? { open } : {}) };
    },
    pageQueriesOf: {
      [DASHBOARD_PAGE_PATH]: async ({ id }: SessionUser) => [
        { key: RECENT_DOCUMENTS_KEY, data: await listRecentDocuments(db, id) },
      ],
      [PROFILE_PAGE_PATH]: async (user: SessionUser) => [
        { key: PROFILE_KEY, data: await getProfile(db, secretBox, user) },
      ],
    },
  };
  const renderer = ssrEntry ? pageRenderer(ssrEntry, logger) : undefined;
  if (webDir) app.route('/', webApp(webDir, readSession, createFirstDataReader(firstDataSources), renderer));
  return app;
}

export type AppType = ReturnType<typeof createApp>;

/** A public link's access for the collaboration socket (ADR 0113), from the shared-links feature. */
export const linkAccessReader =
  (db: Db, secret: string): LinkAccessReader =>
  (viewer, token, key) =>
    linkAccessOf(db, secret, viewer, token, key);
