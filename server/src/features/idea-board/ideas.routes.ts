import {
  addCommentInputSchema,
  boardQuerySchema,
  commentsQuerySchema,
  createIdeaInputSchema,
  pinIdeaInputSchema,
  updateIdeaInputSchema,
} from '@core/ideas/idea-contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { sendJsonText } from '../../http/json-text';
import { requireSignedIn, signedIn, type ViewerEnv } from '../../http/require-user';
import { validate } from '../../http/validate';
import { announces } from '../../ideas/live-ideas';
import { listBoard } from './board.service';
import { listComments } from './comments.service';
import { addComment, createIdea, deleteIdea, getIdeaJson, pinIdea, updateIdea } from './ideas.service';
import type { Notifier } from '../../notifications/notifier';

/**
 * /api/ideas (mounted behind withViewer): the board (visitors see community ideas), one idea, its comments,
 * and the writes, which need a session. Every decision about who may see or do what is the access module's
 * (server/src/ideas/idea-access.ts). A change to an idea is announced on the live channel (ADR 0114).
 */
export function ideasRoutes(db: Db, notifier: Notifier) {
  return new Hono<ViewerEnv>()
    .get('/', validate('query', boardQuerySchema), async (c) =>
      sendJsonText(c, await listBoard(db, c.get('viewer'), c.req.valid('query'))),
    )
    .get('/:id/comments', validate('query', commentsQuerySchema), async (c) =>
      c.json(await listComments(db, c.get('viewer'), c.req.param('id'), c.req.valid('query')), 200),
    )
    .get('/:id', async (c) => sendJsonText(c, await getIdeaJson(db, c.get('viewer'), c.req.param('id'))))
    .post('/', requireSignedIn, validate('json', createIdeaInputSchema), async (c) =>
      c.json(await createIdea(db, signedIn(c).userId, c.req.valid('json')), 201),
    )
    .patch('/:id', requireSignedIn, announces(db, 'idea'), validate('json', updateIdeaInputSchema), async (c) =>
      c.json(await updateIdea(db, signedIn(c), c.req.param('id'), c.req.valid('json')), 200),
    )
    .put('/:id/pin', requireSignedIn, announces(db, 'pin'), validate('json', pinIdeaInputSchema), async (c) =>
      c.json(await pinIdea(db, signedIn(c), c.req.param('id'), c.req.valid('json').isPinned), 200),
    )
    .post(
      '/:id/comments',
      requireSignedIn,
      announces(db, 'comments'),
      validate('json', addCommentInputSchema),
      async (c) => c.json(await addComment(db, notifier, signedIn(c), c.req.param('id'), c.req.valid('json')), 201),
    )
    .delete('/:id', requireSignedIn, async (c) => {
      await deleteIdea(db, signedIn(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
