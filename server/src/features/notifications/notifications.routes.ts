import { inboxQuerySchema, unsubscribeQuerySchema } from '@core/notifications/notification-contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { listInbox, markAllRead, unsubscribe } from './notifications.service';

/** /api/notifications: the signed-in user's inbox, and 'Mark all as read'. */
export function notificationsRoutes(db: Db, readSession: SessionReader) {
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/', validate('query', inboxQuerySchema), async (c) => c.json(await listInbox(db, c.get('user').id, c.req.valid('query')), 200))
    .post('/read-all', async (c) => c.json(await markAllRead(db, c.get('user').id), 200));
}

/**
 * /api/notifications/unsubscribe: the address in a notification mail's List-Unsubscribe header. Its signed
 * token is its only authority (no session): a mail provider POSTs `List-Unsubscribe=One-Click` to it (RFC
 * 8058); a person who opens it is sent to the page that asks first.
 */
export function unsubscribeRoutes(db: Db, appSecret: string) {
  return new Hono<AppEnv>()
    .get('/', validate('query', unsubscribeQuerySchema), (c) => c.redirect(`/unsubscribe?token=${encodeURIComponent(c.req.valid('query').token)}`, 303))
    .post('/', validate('query', unsubscribeQuerySchema), async (c) => c.json(await unsubscribe(db, appSecret, c.req.valid('query').token), 200));
}
