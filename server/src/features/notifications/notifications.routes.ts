import { IDEA_EVENT, LIVE_TAB_PARAM } from '@core/ideas/live-contracts';
import { inboxQuerySchema } from '@core/notifications/notification-contracts';
import { unsubscribeQuerySchema } from '@core/notifications/unsubscribe-contracts';
import {
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  type PushKey,
} from '@core/notifications/push-contracts';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { liveTabOf, type LiveIdeas } from '../../ideas/live-ideas';
import type { LiveInbox } from '../../notifications/live-inbox';
import type { Notifier } from '../../notifications/notifier';
import { listInbox, markAllRead, unsubscribe } from './notifications.service';
import { removePushSubscription, savePushSubscription, type PushSettings } from './push.service';

/** A comment line this often keeps a quiet stream open through proxies that close idle connections. */
const KEEP_ALIVE_MS = 25_000;

/**
 * /api/notifications: the signed-in user's inbox, 'Mark all as read', `stream`, a server-sent event stream
 * that says `inbox` whenever the inbox changes (on any instance), so an open page reads it again, and `idea` with
 * an idea's id and what changed whenever an idea the user may see changes (ADR 0114; `?tab=` names the browser
 * tab, which is not told of its own changes), and `push`:
 * the key a browser subscribes with, and this browser's subscription kept or forgotten (one another account holds is
 * taken over only as ADR 0116 says, and that account is told).
 */
export function notificationsRoutes(
  db: Db,
  readSession: SessionReader,
  live: { inbox: LiveInbox; ideas: LiveIdeas },
  push: PushSettings,
  notifier: Notifier,
) {
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/', validate('query', inboxQuerySchema), async (c) =>
      c.json(await listInbox(db, c.get('user').id, c.req.valid('query')), 200),
    )
    .post('/read-all', async (c) => c.json(await markAllRead(db, c.get('user').id), 200))
    .get('/push/key', (c) => c.json({ publicKey: push.publicKey } satisfies PushKey, 200))
    .put('/push/subscription', validate('json', pushSubscriptionInputSchema), async (c) => {
      const { takenFrom } = await savePushSubscription(db, c.get('user').id, c.req.valid('json'), push.allowLoopback);
      if (takenFrom !== null) await notifier.pushMoved(takenFrom);
      return c.body(null, 204);
    })
    .delete('/push/subscription', validate('json', pushUnsubscribeInputSchema), async (c) => {
      await removePushSubscription(db, c.get('user').id, c.req.valid('json').endpoint);
      return c.body(null, 204);
    })
    .get('/stream', (c) =>
      streamSSE(c, async (stream) => {
        const userId = c.get('user').id;
        const send = (event: string, data = '') => void stream.writeSSE({ event, data }).catch(() => undefined);
        const stopInbox = live.inbox.subscribe(userId, () => send('inbox'));
        const tab = liveTabOf(c.req.query(LIVE_TAB_PARAM));
        const stopIdeas = live.ideas.subscribe(userId, tab, (event) => send(IDEA_EVENT, JSON.stringify(event)));
        const keepAlive = setInterval(
          () => void stream.write(': keep-alive\n\n').catch(() => undefined),
          KEEP_ALIVE_MS,
        );
        await stream.writeSSE({ event: 'ready', data: '' });
        await new Promise<void>((resolve) => stream.onAbort(resolve));
        clearInterval(keepAlive);
        stopInbox();
        stopIdeas();
      }),
    );
}

/**
 * /api/notifications/unsubscribe: the address in a notification mail's List-Unsubscribe header. Its signed
 * token is its only authority (no session): a mail provider POSTs `List-Unsubscribe=One-Click` to it (RFC
 * 8058); a person who opens it is sent to the page that asks first.
 */
export function unsubscribeRoutes(db: Db, appSecret: string) {
  return new Hono<AppEnv>()
    .get('/', validate('query', unsubscribeQuerySchema), (c) =>
      c.redirect(`/unsubscribe?token=${encodeURIComponent(c.req.valid('query').token)}`, 303),
    )
    .post('/', validate('query', unsubscribeQuerySchema), async (c) =>
      c.json(await unsubscribe(db, appSecret, c.req.valid('query').token), 200),
    );
}
