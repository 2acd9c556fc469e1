import { canSeePage, MAIN_PAGE_ID, type Access } from '@core/ideas/access';
import {
  IDEA_CHANGES,
  LIVE_TAB_HEADER,
  liveTabSchema,
  readJson,
  type IdeaChange,
  type LiveIdeaEvent,
} from '@core/ideas/live-contracts';
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { z } from '@core/zod';
import type { Database, Db } from '../db/client';
import type { ViewerEnv } from '../http/require-user';
import { listenersByKey } from '../lib/listeners-by-key';
import type { Logger } from '../lib/logger';
import { accessOfUsers } from './idea-access';

/** The NOTIFY channel on which any instance says "this idea changed" (the payload is an IdeaNotice as JSON). */
export const IDEA_CHANNEL = 'idea_changed';

/** What an instance announces: the event, the page it concerns (a page tree change) and the tab that made it. */
type IdeaNotice = LiveIdeaEvent & { pageId?: string | undefined; origin?: string | undefined };

const ideaNoticeSchema = z.object({
  ideaId: z.string(),
  change: z.enum(IDEA_CHANGES),
  pageId: z.optional(z.string()),
  origin: z.optional(z.string()),
});

/** Whether a user with this access is told of the change: only what they would see when they read it again. */
function tells(access: Access, { change, pageId }: IdeaNotice): boolean {
  if (change === 'pin') return access.canPin;
  if (change === 'properties' || change === 'widgets') return canSeePage(access, MAIN_PAGE_ID);
  if (change === 'pages') return pageId === undefined || canSeePage(access, pageId);
  return true;
}

type Listener = { tab: string | null; send: (event: LiveIdeaEvent) => void };

/**
 * Open browsers hear at once of a change to an idea they may see, whichever instance made it (ADR 0114): a change
 * is announced with pg_notify on the shared database, as the inbox's are (ADR 0027), and each instance asks the
 * access module, at that moment, which of the users it holds a live stream for may see the idea — so a revoked
 * share hears nothing more — and passes them the idea's id and what changed, never its content.
 */
export async function startLiveIdeas(database: Database, logger: Logger) {
  const listeners = listenersByKey<Listener>();
  const deliver = async (notice: IdeaNotice) => {
    const userIds = listeners.keys();
    if (userIds.length === 0) return;
    const access = await accessOfUsers(database.db, notice.ideaId, userIds);
    const event: LiveIdeaEvent = { ideaId: notice.ideaId, change: notice.change };
    for (const [userId, userAccess] of access) {
      if (!tells(userAccess, notice)) continue;
      for (const listener of listeners.of(userId)) if (listener.tab !== notice.origin) listener.send(event);
    }
  };
  // One event after the other, in the order they were announced: a browser hears of changes in the order made.
  let delivered = Promise.resolve();
  const stop = await database.listen(IDEA_CHANNEL, (payload) => {
    const notice = readJson(ideaNoticeSchema, payload);
    if (!notice) return;
    delivered = delivered
      .then(() => deliver(notice))
      .catch((error: unknown) => logger.error({ err: error }, 'Idea event not delivered'));
  });
  return {
    /** Passes `userId` the events of ideas they may see, but those of the tab `tab`'s own changes; returns the way to stop. */
    subscribe: (userId: string, tab: string | null, send: (event: LiveIdeaEvent) => void): (() => void) =>
      listeners.add(userId, { tab, send }),
    stop,
  };
}

export type LiveIdeas = Awaited<ReturnType<typeof startLiveIdeas>>;

/** The tab a request names (LIVE_TAB_HEADER or the stream's parameter), null when none or not a tab's name. */
export const liveTabOf = (value: string | undefined): string | null => {
  const tab = liveTabSchema.safeParse(value);
  return tab.success ? tab.data : null;
};

/** Tells every instance that an idea changed. */
export async function announceIdeaChange(db: Db, notice: IdeaNotice) {
  await db.execute(sql`select pg_notify(${IDEA_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * A write route's announcement: once the route has answered with success, every instance is told that the idea
 * `:id` changed in `change` (and which page, for a route with `:pageId`). The write is saved whatever happens to the
 * announcement: a failure is logged, not answered.
 */
export const announces = (db: Db, change: IdeaChange) =>
  createMiddleware<ViewerEnv>(async (c, next) => {
    await next();
    if (!c.res.ok) return;
    const notice = {
      ideaId: c.req.param('id')!,
      change,
      pageId: change === 'pages' ? await changedPageId(c.req.method, c.req.param('pageId'), c.res) : undefined,
      origin: liveTabOf(c.req.header(LIVE_TAB_HEADER)) ?? undefined,
    };
    await announceIdeaChange(db, notice).catch((error: unknown) =>
      c.get('logger').error({ err: error }, 'Idea change not announced'),
    );
  });

/**
 * The page a page tree change concerns, for those whose share shows only some pages: the page renamed or moved, or
 * the one created (read from a copy of the answer). None for a deletion, which takes the page's sub-pages with it:
 * whoever sees one of them is told.
 */
async function changedPageId(method: string, pageId: string | undefined, response: Response) {
  if (method === 'DELETE') return undefined;
  if (pageId) return pageId;
  const parsed = z.object({ id: z.string() }).safeParse(
    await response
      .clone()
      .json()
      .catch(() => undefined),
  );
  return parsed.success ? parsed.data.id : undefined;
}
