import { say } from '@core/i18n/say';
import {
  toolDocumentInputSchema,
  toolDocumentSaveSchema,
  type ToolDocumentKind,
} from '@core/tools/tool-document-contracts';
import { findToolDocuments } from '@core/tools/tool-documents';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser, type SessionUser } from '../../http/require-user';
import { validateWith } from '../../http/validate';
import { AppError } from '../../lib/errors';
import { createDocumentLink, readSharedDocument, stopDocumentLink } from './tool-document-links.service';
import {
  createDocument,
  deleteDocument,
  getDocument,
  listDocuments,
  listRecentDocuments,
  saveDocument,
} from './tool-documents.service';

/** The documents the route's tool keeps; an unknown tool, or one that keeps none, is a 404. */
function kindOf(c: Context): ToolDocumentKind {
  const toolId = c.req.param('toolId') ?? '';
  const kind = findToolDocuments(toolId);
  if (!kind)
    throw new AppError(
      'NOT_FOUND',
      say(
        { id: 'server.toolDocuments.noSuchTool', defaultMessage: 'No tool {tool} keeps documents' },
        { tool: `'${toolId}'` },
      ),
    );
  return kind;
}

const knownTool = createMiddleware(async (c, next) => {
  kindOf(c);
  await next();
});

/**
 * /api/tools/{toolId}/documents: the signed-in user's saved documents of a tool (an equity scenario, …) and
 * their read-only links, the owner's only; and /api/tools/{toolId}/shared/{token}, a document as anyone
 * holding its link reads it. Each tool's data is checked by the contract it registered in core.
 */
export function toolDocumentsRoutes(db: Db, readSession: SessionReader) {
  const ownerOf = (c: Context<AppEnv & { Variables: { user: SessionUser } }>) => ({
    db,
    kind: kindOf(c),
    userId: c.get('user').id,
  });
  const documents = new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/', async (c) => c.json(await listDocuments(ownerOf(c)), 200))
    .post(
      '/',
      validateWith('json', (c) => toolDocumentInputSchema(kindOf(c))),
      async (c) => c.json(await createDocument(ownerOf(c), c.req.valid('json')), 201),
    )
    .get('/:id', async (c) => c.json(await getDocument(ownerOf(c), c.req.param('id')), 200))
    .put(
      '/:id',
      validateWith('json', (c) => toolDocumentSaveSchema(kindOf(c))),
      async (c) => c.json(await saveDocument(ownerOf(c), c.req.param('id'), c.req.valid('json')), 200),
    )
    .delete('/:id', async (c) => {
      await deleteDocument(ownerOf(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/:id/link', async (c) => c.json(await createDocumentLink(ownerOf(c), c.req.param('id')), 201))
    .delete('/:id/link', async (c) => {
      await stopDocumentLink(ownerOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
  return new Hono<AppEnv>()
    .use('/:toolId/*', knownTool)
    .get('/:toolId/shared/:token', async (c) =>
      c.json(await readSharedDocument(db, kindOf(c), c.req.param('token')), 200),
    )
    .route('/:toolId/documents', documents);
}

/** /api/recent-documents: the signed-in user's documents saved last, across tools (the dashboard's 'Continue'). */
export const recentDocumentsRoutes = (db: Db, readSession: SessionReader) =>
  new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/', async (c) => c.json(await listRecentDocuments(db, c.get('user').id), 200));
