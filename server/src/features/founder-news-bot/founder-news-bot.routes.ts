import {
  followFeedInputSchema,
  itemStateInputSchema,
  newsSettingsSchema,
  newsViewSchema,
} from '@core/tools/founder-news-bot/news-feeds';
import { z } from '@core/zod';
import { Hono, type Context } from 'hono';
import type { SessionReader, SessionUser } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import type { SafeFetch } from '../../outbound/safe-fetch';
import { followFeed, listFeeds, refreshFollowedFeeds, unfollowFeed } from './news-feeds.service';
import { getSettings, listItems, putSettings, setItemState } from './news-items.service';

type NewsEnv = AppEnv & { Variables: { user: SessionUser } };

const itemsQuerySchema = z.object({ view: newsViewSchema });

/** /api/founder-news-bot (ADR 0110), signed in only: the feeds a founder follows, their reading list, their filters. */
export function founderNewsBotRoutes(db: Db, safeFetch: SafeFetch, readSession: SessionReader) {
  const userId = (c: Context<NewsEnv>) => c.get('user').id;
  return new Hono<NewsEnv>()
    .use(requireUser(readSession))
    .get('/feeds', async (c) => c.json(await listFeeds(db, userId(c)), 200))
    .post('/feeds', validate('json', followFeedInputSchema), async (c) =>
      c.json(await followFeed(db, safeFetch, userId(c), c.req.valid('json').url), 201),
    )
    .delete('/feeds/:id', async (c) => {
      await unfollowFeed(db, userId(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/feeds/refresh', async (c) => c.json(await refreshFollowedFeeds(db, safeFetch, userId(c)), 200))
    .get('/items', validate('query', itemsQuerySchema), async (c) =>
      c.json(await listItems(db, userId(c), c.req.valid('query').view), 200),
    )
    .put('/items/:id/state', validate('json', itemStateInputSchema), async (c) =>
      c.json(await setItemState(db, userId(c), c.req.param('id'), c.req.valid('json')), 200),
    )
    .get('/settings', async (c) => c.json(await getSettings(db, userId(c)), 200))
    .put('/settings', validate('json', newsSettingsSchema), async (c) =>
      c.json(await putSettings(db, userId(c), c.req.valid('json')), 200),
    );
}
