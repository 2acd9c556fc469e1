import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { listenersByKey } from '../lib/listeners-by-key';

/** The NOTIFY channel on which any instance says "this user's inbox changed" (the payload is the user id). */
export const INBOX_CHANNEL = 'inbox_changed';

/**
 * Open browsers hear of a change to their inbox at once, whichever instance made it (ADR 0027): a change
 * is announced with pg_notify on the shared database (Postgres, or PGlite in the embedded default), and each
 * instance passes it to the live streams it holds for that user.
 */
export async function startLiveInbox(database: Database) {
  const listeners = listenersByKey<() => void>();
  const stop = await database.listen(INBOX_CHANNEL, (userId) => {
    for (const listener of listeners.of(userId)) listener();
  });
  return {
    /** Calls `onChange` whenever `userId`'s inbox changes; returns the way to stop. */
    subscribe: (userId: string, onChange: () => void): (() => void) => listeners.add(userId, onChange),
    stop,
  };
}

export type LiveInbox = Awaited<ReturnType<typeof startLiveInbox>>;

/** Tells every instance that these users' inboxes changed. */
export async function announceInboxChange(db: Db, userIds: string[]) {
  if (userIds.length === 0) return;
  // One statement for any number of users (the ids travel as one JSON parameter).
  await db.execute(
    sql`select pg_notify(${INBOX_CHANNEL}, user_id) from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) as user_id`,
  );
}
